import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const listLatestNotices = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('member_notices')
    .select(['id', 'kind', 'params', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const countUnreadNotices = async (db: Executor, memberId: bigint): Promise<number> => {
  const row = await db
    .selectFrom('member_notices')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Marks the member's own notices read: these ids, or all of them. Someone else's ids match nothing. */
export const markNoticesRead = (db: Executor, memberId: bigint, ids: readonly bigint[] | null) => {
  let query = db.updateTable('member_notices').set({ read_at: new Date() }).where('member_id', '=', memberId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.execute();
};
