import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Pictures members upload for applications: stored re-encoded in the database, private to the member and staff. */

export const insertClaimImage = (db: Executor, row: { token: string; memberId: bigint; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }) =>
  db
    .insertInto('promotion_claim_images')
    .values({ token: row.token, member_id: row.memberId, content_type: row.contentType, size: row.bytes.length, bytes: row.bytes })
    .execute();

/** Pictures the member uploaded since `since` that no application took: bounds what one member may store. */
export const countLooseClaimImages = async (db: Executor, memberId: bigint, since: Date): Promise<number> =>
  (
    await db
      .selectFrom('promotion_claim_images')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .where('claim_id', 'is', null)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
  ).n;

/** Gives the member's own loose pictures to a claim; answers how many it took. */
export const attachClaimImages = async (db: Executor, memberId: bigint, claimId: bigint, tokens: readonly string[]): Promise<number> => {
  if (tokens.length === 0) return 0;
  const rows = await db
    .updateTable('promotion_claim_images')
    .set({ claim_id: claimId })
    .where('member_id', '=', memberId)
    .where('claim_id', 'is', null)
    .where('token', 'in', [...tokens])
    .returning('id')
    .execute();
  return rows.length;
};

export const claimImageMeta = (db: Executor, claimIds: readonly bigint[]) =>
  claimIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('promotion_claim_images')
        .select(['id', 'claim_id', 'content_type', 'size'])
        .where('claim_id', 'in', [...claimIds])
        .orderBy('id')
        .execute();

/** The `index`th picture (from 1, upload order) of a claim. */
export const claimImageBytes = (db: Executor, claimId: bigint, index: number) =>
  db
    .selectFrom('promotion_claim_images')
    .select(['content_type', 'bytes'])
    .where('claim_id', '=', claimId)
    .orderBy('id')
    .offset(index - 1)
    .limit(1)
    .executeTakeFirst();
