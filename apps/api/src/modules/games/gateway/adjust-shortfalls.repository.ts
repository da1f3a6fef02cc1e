import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type ShortfallFilter = { vendorCode?: string | undefined; account?: string | undefined };

const shortfalls = (db: Executor, filter: ShortfallFilter) => {
  let query = db
    .selectFrom('game_adjust_shortfalls as s')
    .innerJoin('catalog_vendors as v', 'v.id', 's.vendor_id')
    .innerJoin('members as m', 'm.id', 's.member_id');
  if (filter.vendorCode !== undefined) query = query.where('v.code', '=', filter.vendorCode);
  if (filter.account !== undefined) query = query.where(sql<string>`lower(m.account)`, '=', filter.account.toLowerCase());
  return query;
};

/** Newest first; the id breaks ties so pages never overlap. */
export const pageShortfalls = (db: Executor, filter: ShortfallFilter, limit: number, offset: number) =>
  shortfalls(db, filter)
    .select([
      's.id',
      's.member_id',
      'm.account as member_account',
      'v.code as vendor_code',
      's.round_pk',
      's.round_id',
      's.tx_id',
      's.transaction_id',
      's.currency',
      's.requested',
      's.taken',
      's.shortfall',
      's.created_at',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export type ShortfallRow = Awaited<ReturnType<typeof pageShortfalls>>[number];

export const countShortfalls = async (db: Executor, filter: ShortfallFilter): Promise<number> => {
  const row = await shortfalls(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
