import type { Executor, GameCategory, GameRoundStatus } from '@gp/db';
import { sql } from 'kysely';

/** Read-only queries over game rounds, wallet calls and ledger legs for the member's betting record. */

export type RoundFilter = { memberId: bigint; from: Date; to: Date; gameType?: GameCategory | undefined; status?: GameRoundStatus | undefined };

/**
 * Rounds with their vendor, (when the catalog knows it) game and (when the vendor sent them) bet details;
 * a game id and a round's details are unique, so no row repeats.
 */
const joined = (db: Executor) =>
  db
    .selectFrom('game_rounds as r')
    .innerJoin('catalog_vendors as v', 'v.id', 'r.vendor_id')
    .leftJoin('catalog_games as g', 'g.id', 'r.game_id')
    .leftJoin('game_round_details as d', 'd.round_pk', 'r.id');

const roundsOf = (db: Executor, filter: RoundFilter) => {
  let query = joined(db).where('r.member_id', '=', filter.memberId).where('r.opened_at', '>=', filter.from).where('r.opened_at', '<', filter.to);
  if (filter.gameType) query = query.where('r.game_type', '=', filter.gameType);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return query;
};

export type RoundSums = { n: number; bet: bigint; win: bigint; refund: bigint };

/** How many rounds match, and their bet, win and refund totals. */
export const sumRounds = async (db: Executor, filter: RoundFilter): Promise<RoundSums> => {
  const row = await roundsOf(db, filter)
    .select([
      sql<number>`count(*)::int4`.as('n'),
      sql<string>`coalesce(sum(r.bet_amount), 0)::int8`.as('bet'),
      sql<string>`coalesce(sum(r.win_amount), 0)::int8`.as('win'),
      sql<string>`coalesce(sum(r.refund_amount), 0)::int8`.as('refund'),
    ])
    .executeTakeFirstOrThrow();
  return { n: row.n, bet: BigInt(row.bet), win: BigInt(row.win), refund: BigInt(row.refund) };
};

const roundColumns = [
  'r.id',
  'r.round_id',
  'r.game_code',
  'r.game_type',
  'r.currency',
  'r.bet_count',
  'r.bet_amount',
  'r.win_amount',
  'r.refund_amount',
  'r.status',
  'r.opened_at',
  'r.closed_at',
  'v.code as vendor_code',
  'v.display_name as vendor_name',
  'v.display_names as vendor_names',
  'g.game_name',
  'g.display_names as game_names',
  'd.details',
] as const;

export type RoundRow = Awaited<ReturnType<typeof pageRounds>>[number];

/** Newest first; the round id breaks ties so pages never overlap. */
export const pageRounds = (db: Executor, filter: RoundFilter, limit: number, offset: number) =>
  roundsOf(db, filter).select(roundColumns).orderBy('r.opened_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute();

/** One round, only when it is the member's own (someone else's round id finds nothing). */
export const findMemberRound = (db: Executor, memberId: bigint, id: bigint) =>
  joined(db).select(roundColumns).where('r.id', '=', id).where('r.member_id', '=', memberId).executeTakeFirst();

/** Every wallet call of the round, in the order the platform received them. */
export const listRoundCalls = (db: Executor, roundPk: bigint) =>
  db
    .selectFrom('game_transactions')
    .select(['id', 'action', 'tx_id', 'ref_tx_id', 'amount', 'response', 'journal_id', 'rolled_back_by', 'created_at'])
    .where('round_pk', '=', roundPk)
    .orderBy('id')
    .execute();

/** The legs of these journals that moved the member's own wallets (never the house side). */
export const listMemberLegs = (db: Executor, journalIds: readonly bigint[], owner: { ownerType: 'player' | 'agent'; ownerId: string }) => {
  if (journalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.journal_id', 'l.amount', 'l.balance_after', 'l.created_at', 'j.kind', 'a.kind as account_kind'])
    .where('l.journal_id', 'in', [...journalIds])
    .where('a.owner_type', '=', owner.ownerType)
    .where('a.owner_id', '=', owner.ownerId)
    .orderBy('l.id')
    .execute();
};
