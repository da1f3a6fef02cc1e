import type { Executor, InboxAudience } from '@gp/db';
import { sql, type Selectable } from 'kysely';
import type { InboxMessagesTable } from '@gp/db';
import { sortKeyOf, type InboxCursor } from '../notices';

/** The reader's facts a message's audience is matched against. */
export type Reader = { id: bigint; vipLevel: number; type: number; registeredAt: Date };

export type MessageRow = Selectable<InboxMessagesTable>;

/**
 * Whether the message `m` is for the reader now: live (published, not expired, not cancelled) and
 * addressed to them, to everyone, or to a segment they are in. Evaluated at read time, so a message
 * to everyone is one row; the two partial indexes keep the scan to the reader's own messages and the
 * live broadcasts.
 */
const visibleTo = (reader: Reader, now: Date) => sql<boolean>`(
  m.cancelled_at is null and m.publish_at <= ${now} and (m.expire_at is null or m.expire_at > ${now})
  and (
    (m.audience = 'member' and m.member_id = ${reader.id})
    or m.audience = 'all'
    or (m.audience = 'segment'
      and (m.vip_levels is null or ${reader.vipLevel}::int2 = any(m.vip_levels))
      and (m.member_types is null or ${reader.type}::int4 = any(m.member_types))
      and (m.registered_from is null or m.registered_from <= ${reader.registeredAt})
      and (m.registered_to is null or m.registered_to > ${reader.registeredAt})
      and (m.agent_id is null or exists (
        select 1 from member_tree t where t.ancestor_id = m.agent_id and t.descendant_id = ${reader.id} and t.depth > 0)))
  ))`;

const messageColumns = ['m.id', 'm.title', 'm.body', 'm.language', 'm.translations', 'm.publish_at', 'k.read_at'] as const;

const visibleMessages = (db: Executor, reader: Reader, now: Date) =>
  db
    .selectFrom('inbox_messages as m')
    .leftJoin('inbox_message_marks as k', (join) => join.onRef('k.message_id', '=', 'm.id').on('k.member_id', '=', reader.id))
    .where(visibleTo(reader, now))
    .where('k.deleted_at', 'is', null);

/** Messages rank above notices of the same instant (1 against 0) in the inbox's order. */
const messageRank = 1;

/** A page of the reader's messages, not deleted, after the cursor, newest first. */
export const listVisibleMessages = (db: Executor, reader: Reader, now: Date, before: InboxCursor | null, limit: number) => {
  let query = visibleMessages(db, reader, now).select([...messageColumns, sortKeyOf('m.publish_at').as('sort_at')]);
  if (before)
    query = query.where(
      sql<boolean>`(m.publish_at, ${messageRank}::int4, m.id) < ((${before.at}::timestamp at time zone 'UTC'), ${before.rank}::int4, ${before.id}::int8)`,
    );
  return query.orderBy('m.publish_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
};

export const findVisibleMessage = (db: Executor, reader: Reader, now: Date, id: bigint) =>
  visibleMessages(db, reader, now).select(messageColumns).where('m.id', '=', id).executeTakeFirst();

/** How many of these ids the reader may see (and has not deleted). */
export const countVisibleMessages = async (db: Executor, reader: Reader, now: Date, ids: readonly bigint[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const row = await visibleMessages(db, reader, now)
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('m.id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Visible messages the reader has neither opened nor deleted: those without a mark. */
export const countUnreadMessages = async (db: Executor, reader: Reader, now: Date): Promise<number> => {
  const row = await visibleMessages(db, reader, now)
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('k.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
};

/** The ids of every visible unread message, for "mark all read". */
export const unreadMessageIds = async (db: Executor, reader: Reader, now: Date): Promise<bigint[]> => {
  const rows = await visibleMessages(db, reader, now).select('m.id').where('k.read_at', 'is', null).execute();
  return rows.map((r) => r.id);
};

export const markMessagesRead = async (db: Executor, memberId: bigint, ids: readonly bigint[]): Promise<void> => {
  if (ids.length === 0) return;
  const at = new Date();
  await db
    .insertInto('inbox_message_marks')
    .values(ids.map((id) => ({ member_id: memberId, message_id: id, read_at: at, deleted_at: null })))
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doUpdateSet({ read_at: sql`coalesce(inbox_message_marks.read_at, excluded.read_at)` }))
    .execute();
};

/** A deleted message counts as read too: it leaves the unread count with the list. */
export const markMessagesDeleted = async (db: Executor, memberId: bigint, ids: readonly bigint[]): Promise<void> => {
  if (ids.length === 0) return;
  const at = new Date();
  await db
    .insertInto('inbox_message_marks')
    .values(ids.map((id) => ({ member_id: memberId, message_id: id, read_at: at, deleted_at: at })))
    .onConflict((oc) =>
      oc.columns(['member_id', 'message_id']).doUpdateSet({
        read_at: sql`coalesce(inbox_message_marks.read_at, excluded.read_at)`,
        deleted_at: sql`coalesce(inbox_message_marks.deleted_at, excluded.deleted_at)`,
      }),
    )
    .execute();
};

// Back office.

export type MessageValues = {
  audience: InboxAudience;
  member_id: bigint | null;
  vip_levels: number[] | null;
  member_types: number[] | null;
  agent_id: bigint | null;
  registered_from: Date | null;
  registered_to: Date | null;
  language: string;
  title: string;
  body: string;
  translations: string;
  publish_at: Date;
  expire_at: Date | null;
  reach: number;
  created_by: string;
};

export const insertMessage = (db: Executor, values: MessageValues) => db.insertInto('inbox_messages').values(values).returningAll().executeTakeFirstOrThrow();

export const findMessage = (db: Executor, id: bigint) => db.selectFrom('inbox_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const cancelMessage = (db: Executor, id: bigint, by: string) =>
  db
    .updateTable('inbox_messages')
    .set({ cancelled_at: new Date(), cancelled_by: by })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const listSentMessages = async (db: Executor, offset: number, limit: number) => {
  const rows = await db.selectFrom('inbox_messages').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const total = await db
    .selectFrom('inbox_messages')
    .select(sql<number>`count(*)::int4`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: total.n };
};

/** Readers who opened each message, by message id. */
export const readCounts = async (db: Executor, ids: readonly bigint[]): Promise<Map<bigint, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('inbox_message_marks')
    .select(['message_id', sql<number>`count(*)::int4`.as('n')])
    .where('message_id', 'in', [...ids])
    .where('read_at', 'is not', null)
    .groupBy('message_id')
    .execute();
  return new Map(rows.map((r) => [r.message_id, r.n]));
};

/** Accounts of the members a page of messages names (the addressee, the agent of a team). */
export const accountsOf = async (db: Executor, ids: readonly bigint[]): Promise<Map<bigint, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.account]));
};

export type AudienceFilter = {
  memberId: bigint | null;
  all: boolean;
  vipLevels: number[] | null;
  memberTypes: number[] | null;
  agentId: bigint | null;
  registeredFrom: Date | null;
  registeredTo: Date | null;
  /** Trial accounts never read the inbox: they are not counted. */
  trialType: number;
};

/** How many members an audience holds now: the same filters as visibleTo, over the members. */
export const countAudience = async (db: Executor, f: AudienceFilter): Promise<number> => {
  let query = db
    .selectFrom('members as r')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('r.type', '<>', f.trialType);
  if (f.memberId !== null) query = query.where('r.id', '=', f.memberId);
  if (!f.all && f.memberId === null) {
    if (f.vipLevels) query = query.where('r.vip_level', 'in', f.vipLevels);
    if (f.memberTypes) query = query.where('r.type', 'in', f.memberTypes);
    if (f.registeredFrom) query = query.where('r.created_at', '>=', f.registeredFrom);
    if (f.registeredTo) query = query.where('r.created_at', '<', f.registeredTo);
    const agentId = f.agentId;
    if (agentId !== null)
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('member_tree as t')
            .select('t.depth')
            .whereRef('t.descendant_id', '=', 'r.id')
            .where('t.ancestor_id', '=', agentId)
            .where('t.depth', '>', 0),
        ),
      );
  }
  return (await query.executeTakeFirstOrThrow()).n;
};
