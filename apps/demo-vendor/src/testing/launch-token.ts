import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../../api/src/lib/tokens';

/**
 * A launch token for a member and a catalog game, written as the platform's launch service writes
 * it (stored hashed, single use, 60 s), so a test can open a vendor session through `authenticate`
 * or `/play` without the player site.
 */
export const issueLaunchToken = async (
  db: Kysely<DB>,
  launch: { memberId: bigint; gameCode: string; currency: string; language?: string },
): Promise<string> => {
  const game = await db.selectFrom('catalog_games').select(['id', 'vendor_id']).where('game_code', '=', launch.gameCode).executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: hashToken(token),
      member_id: launch.memberId,
      vendor_id: game.vendor_id,
      game_id: game.id,
      currency: launch.currency,
      language: launch.language ?? 'en',
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  return token;
};
