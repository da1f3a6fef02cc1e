import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const listLatestNotices = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('member_notices')
    .select(['id', 'kind', 'params', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const countUnreadNotices = async (db: Executor, memberId: bigint): Promise<number> => {
  const row = await db
    .selectFrom('member_notices')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Marks the member's own notices read: these ids, or all of them. Someone else's ids match nothing. */
export const markNoticesRead = (db: Executor, memberId: bigint, ids: readonly bigint[] | null) => {
  let query = db.updateTable('member_notices').set({ read_at: new Date() }).where('member_id', '=', memberId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.execute();
};

/** Where the inbox's next page starts: an instant to the microsecond (UTC text), a source rank and an id. */
export type InboxCursor = { at: string; rank: number; id: bigint };

/** An instant as fixed-width UTC text with microseconds: sorts as text, compares exactly. */
export const sortKeyOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Notices rank below messages of the same instant (0 against 1) in the inbox's order. */
const noticeRank = 0;

/** The inbox's page of the member's notices: not deleted, after the cursor, newest first. */
export const listInboxNotices = (db: Executor, memberId: bigint, before: InboxCursor | null, limit: number) => {
  let query = db
    .selectFrom('member_notices')
    .select(['id', 'kind', 'params', 'created_at', 'read_at', sortKeyOf('created_at').as('sort_at')])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null);
  if (before)
    query = query.where(
      sql<boolean>`(created_at, ${noticeRank}::int4, id) < ((${before.at}::timestamp at time zone 'UTC'), ${before.rank}::int4, ${before.id}::int8)`,
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

export const findInboxNotice = (db: Executor, memberId: bigint, id: bigint) =>
  db
    .selectFrom('member_notices')
    .select(['id', 'kind', 'params', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** How many of these ids are the member's own, not deleted: fewer than asked means one is not theirs. */
export const countOwnNotices = async (db: Executor, memberId: bigint, ids: readonly bigint[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('member_notices')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Deletes the member's own notices (kept, marked deleted and read, so they leave the count too). */
export const deleteNotices = (db: Executor, memberId: bigint, ids: readonly bigint[]) =>
  db
    .updateTable('member_notices')
    .set({ deleted_at: new Date(), read_at: sql<Date>`coalesce(read_at, now())` })
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
