import { bgsGames, type BgsGame } from '@gp/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../../../testing/test-app';
import { currency, type TestMember } from '../../money/wallet/wallet.test-support';
import { findMainWallet } from '../../money/ledger';
import { bgsVendorCodes } from './bgs-games';

/** Test helpers of the in-house games: the five BGS vendors with one game each, balances from the ledger. */

export const gameCodeOf = (game: BgsGame): string => `${bgsVendorCodes[game]}_0001`;

/** The catalog rows the wallet needs (API tests do not run the full seed). */
export const addBgsCatalog = async (t: TestApp): Promise<void> => {
  const db = t.database.db;
  for (const game of bgsGames) {
    const code = bgsVendorCodes[game];
    const vendor = await db
      .insertInto('catalog_vendors')
      .values({ code, display_name: code, game_type: 'BGS', logo_url: '' })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('catalog_games')
      .values({
        vendor_id: vendor.id,
        vassalage: code,
        game_type: 'BGS',
        game_code: gameCodeOf(game),
        game_name: code,
        display_names: '{}',
        icon_url: '',
        search_text: code.toLowerCase(),
      })
      .execute();
  }
};

/** The member's main wallet balance, straight from the ledger account. */
export const balanceOf = async (t: TestApp, member: TestMember): Promise<bigint> => {
  const wallet = await findMainWallet(t.database.db, member.holder, currency);
  return wallet?.balance ?? 0n;
};

/** The sum of the member's game journals' legs on the main wallet (bets negative, wins positive). */
export const gameLegsOf = async (t: TestApp, member: TestMember): Promise<bigint> => {
  const wallet = await findMainWallet(t.database.db, member.holder, currency);
  const row = await sql<{ total: string | null }>`
    select sum(l.amount)::text as total from ledger_legs l join ledger_journals j on j.id = l.journal_id
    where l.account_id = ${wallet!.id} and j.kind in ('game_bet', 'game_win', 'game_refund')`.execute(t.database.db);
  return BigInt(row.rows[0]?.total ?? '0');
};
