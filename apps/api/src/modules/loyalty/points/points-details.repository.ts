import type { Executor, PointSource } from '@gp/db';

export type PointDetailsFilter = { memberId: bigint; from: Date; to: Date; source: PointSource | undefined };

const filtered = (db: Executor, filter: PointDetailsFilter) => {
  let query = db
    .selectFrom('loyalty_point_entries')
    .where('member_id', '=', filter.memberId)
    .where('created_at', '>=', filter.from)
    .where('created_at', '<', filter.to);
  if (filter.source) query = query.where('source', '=', filter.source);
  return query;
};

export const countPointEntries = async (db: Executor, filter: PointDetailsFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The member's movements, newest first. */
export const listPointEntries = (db: Executor, filter: PointDetailsFilter, limit: number, offset: number) =>
  filtered(db, filter)
    .select(['id', 'source', 'source_key', 'delta', 'balance_after', 'remark', 'details', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export type PointEntryRow = Awaited<ReturnType<typeof listPointEntries>>[number];
