import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Read-only queries over the ledger for the member's records; the ledger module alone writes. */

export type MemberOwner = { ownerType: 'player' | 'agent'; ownerId: string };

/** The member's running-balance wallets (main, vendor, withdrawal hold): what records cover. */
export const listRecordAccounts = (db: Executor, owner: MemberOwner) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'vendor_code'])
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .where('balance', 'is not', null)
    .execute();

type LegFilter = { accountIds: readonly bigint[]; from: Date; to: Date; kinds?: readonly string[] | undefined };

const legsOf = (db: Executor, filter: LegFilter) => {
  let query = db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .where('l.account_id', 'in', [...filter.accountIds])
    .where('l.created_at', '>=', filter.from)
    .where('l.created_at', '<', filter.to);
  if (filter.kinds && filter.kinds.length > 0) query = query.where('j.kind', 'in', [...filter.kinds]);
  return query;
};

export const countLegs = async (db: Executor, filter: LegFilter): Promise<number> => {
  if (filter.accountIds.length === 0) return 0;
  const row = await legsOf(db, filter)
    .select(sql<number>`count(*)::int4`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
};

export const sumLegs = async (db: Executor, filter: LegFilter): Promise<bigint> => {
  if (filter.accountIds.length === 0) return 0n;
  const row = await legsOf(db, filter)
    .select(sql<bigint>`coalesce(sum(l.amount), 0)::int8`.as('total'))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
};

/** Newest first; the leg id breaks ties so pages never overlap. */
export const pageLegs = (db: Executor, filter: LegFilter, limit: number, offset: number) => {
  if (filter.accountIds.length === 0) return Promise.resolve([]);
  return legsOf(db, filter)
    .select(['l.id', 'l.account_id', 'l.amount', 'l.balance_after', 'l.created_at', 'j.kind', 'j.idempotency_key', 'j.metadata'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
};

export type GameSumRow = { day: string; kind: string; gameType: string; total: bigint };

/** Game legs summed by UTC day, journal kind and the game category the journal carries. */
export const sumGameLegs = async (db: Executor, filter: LegFilter): Promise<GameSumRow[]> => {
  if (filter.accountIds.length === 0) return [];
  const rows = await legsOf(db, filter)
    .select([
      sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      'j.kind',
      sql<string>`coalesce(nullif(j.metadata->>'gameType', ''), 'OTHER')`.as('game_type'),
      sql<bigint>`sum(l.amount)::int8`.as('total'),
    ])
    .groupBy([sql`1`, 'j.kind', sql`3`])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, gameType: r.game_type, total: BigInt(r.total) }));
};
