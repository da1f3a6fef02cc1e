import type { Executor, LiveChatCannedRepliesTable, LiveChatMessagesTable, LiveChatOfflineMessagesTable, LiveChatStatus, LiveChatsTable } from '@gp/db';
import { sql, type Insertable, type Selectable } from 'kysely';

export type ChatRow = Selectable<LiveChatsTable>;
export type MessageRow = Selectable<LiveChatMessagesTable>;
export type CannedRow = Selectable<LiveChatCannedRepliesTable>;
export type OfflineRow = Selectable<LiveChatOfflineMessagesTable>;

// Chats.

export const insertChat = (db: Executor, values: Insertable<LiveChatsTable>) =>
  db.insertInto('live_chats').values(values).returningAll().executeTakeFirstOrThrow();

export const findChat = (db: Executor, id: bigint) => db.selectFrom('live_chats').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the chat row: assignment, transfer and closing of one chat run one at a time. */
export const lockChat = (db: Executor, id: bigint) => db.selectFrom('live_chats').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findOpenChatOfMember = (db: Executor, memberId: bigint) =>
  db.selectFrom('live_chats').selectAll().where('member_id', '=', memberId).where('status', '<>', 'closed').executeTakeFirst();

export const updateChat = (db: Executor, id: bigint, values: Partial<Omit<ChatRow, 'id'>>) =>
  db.updateTable('live_chats').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Waiting chats opened before this one: its place in the queue. */
export const queueAhead = async (db: Executor, id: bigint) =>
  Number(
    (
      await db
        .selectFrom('live_chats')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'waiting')
        .where('id', '<', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const listQueue = (db: Executor) => db.selectFrom('live_chats').selectAll().where('status', '=', 'waiting').orderBy('id').limit(200).execute();

export const listStaffChats = (db: Executor, staffId: number) =>
  db.selectFrom('live_chats').selectAll().where('staff_id', '=', staffId).where('status', '=', 'active').orderBy('id').execute();

export const countActiveByStaff = async (db: Executor, staffIds: number[]) => {
  if (staffIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('live_chats')
    .select(['staff_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', '=', 'active')
    .where('staff_id', 'in', staffIds)
    .groupBy('staff_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.staff_id), Number(r.n)]));
};

export const listMemberChats = (db: Executor, memberId: bigint) =>
  db.selectFrom('live_chats').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(50).execute();

export type ChatSearch = {
  member?: string | undefined;
  text?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  status?: LiveChatStatus | undefined;
  offset: number;
  limit: number;
};

/** Staff history search: by member account, by words said, by the day the chat opened. */
export const searchChats = async (db: Executor, q: ChatSearch) => {
  let query = db.selectFrom('live_chats');
  if (q.member) query = query.where((eb) => eb(eb.fn('lower', ['member_account']), '=', q.member!.toLowerCase()));
  if (q.status) query = query.where('status', '=', q.status);
  if (q.from) query = query.where('created_at', '>=', q.from);
  if (q.to) query = query.where('created_at', '<', q.to);
  if (q.text) {
    const pattern = `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('live_chat_messages as m')
          .select(sql`1`.as('one'))
          .whereRef('m.chat_id', '=', 'live_chats.id')
          .where('m.body', 'ilike', pattern),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

// Messages.

export const insertMessage = (db: Executor, values: Insertable<LiveChatMessagesTable>) =>
  db.insertInto('live_chat_messages').values(values).returningAll().executeTakeFirstOrThrow();

export const findMessage = (db: Executor, id: bigint) => db.selectFrom('live_chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest 500 messages of a chat, oldest first. */
export const listMessages = async (db: Executor, chatId: bigint) =>
  (await db.selectFrom('live_chat_messages').selectAll().where('chat_id', '=', chatId).orderBy('id', 'desc').limit(500).execute()).reverse();

// Events.

export const insertEvent = (
  db: Executor,
  values: {
    chat_id: bigint;
    kind: 'assigned' | 'transferred' | 'closed' | 'rated';
    from_staff_id?: number | null;
    to_staff_id?: number | null;
    by_staff_id?: number | null;
  },
) => db.insertInto('live_chat_events').values(values).execute();

// Staff duty.

export const findDuty = (db: Executor, staffId: number) => db.selectFrom('live_chat_staff').selectAll().where('staff_id', '=', staffId).executeTakeFirst();

export const lockDuty = (db: Executor, staffId: number) =>
  db.selectFrom('live_chat_staff').selectAll().where('staff_id', '=', staffId).forUpdate().executeTakeFirst();

export const upsertDuty = (db: Executor, values: { staff_id: number; username: string; on_duty: boolean; capacity: number }) =>
  db
    .insertInto('live_chat_staff')
    .values({ ...values, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('staff_id').doUpdateSet({ username: values.username, on_duty: values.on_duty, capacity: values.capacity, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

export const listOnDuty = (db: Executor) => db.selectFrom('live_chat_staff').selectAll().where('on_duty', '=', true).orderBy('username').execute();

export const anyOnDuty = async (db: Executor) =>
  Boolean(await db.selectFrom('live_chat_staff').select('staff_id').where('on_duty', '=', true).limit(1).executeTakeFirst());

// Canned replies.

export const listCanned = (db: Executor, language?: string) => {
  let query = db.selectFrom('live_chat_canned_replies').selectAll();
  if (language) query = query.where('language', '=', language);
  return query.orderBy('language').orderBy('sort_order').orderBy('id').limit(500).execute();
};

export const insertCanned = (db: Executor, values: Insertable<LiveChatCannedRepliesTable>) =>
  db.insertInto('live_chat_canned_replies').values(values).returningAll().executeTakeFirstOrThrow();

export const updateCanned = (db: Executor, id: number, values: Partial<Omit<CannedRow, 'id'>>) =>
  db.updateTable('live_chat_canned_replies').set(values).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteCanned = async (db: Executor, id: number) =>
  Number((await db.deleteFrom('live_chat_canned_replies').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

// Offline messages.

export const insertOffline = (db: Executor, values: Insertable<LiveChatOfflineMessagesTable>) =>
  db.insertInto('live_chat_offline_messages').values(values).returningAll().executeTakeFirstOrThrow();

export const listOffline = async (db: Executor, q: { offset: number; limit: number }) => {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('live_chat_offline_messages')
      .selectAll()
      .orderBy(sql`handled_at is not null`)
      .orderBy('id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    db
      .selectFrom('live_chat_offline_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

export const countOpenOffline = async (db: Executor) =>
  Number(
    (
      await db
        .selectFrom('live_chat_offline_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const markOfflineHandled = (db: Executor, id: bigint, by: string) =>
  db
    .updateTable('live_chat_offline_messages')
    .set({ handled_at: new Date(), handled_by: by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

// Live models.

export const listModels = (db: Executor) =>
  db.selectFrom('live_chat_models').selectAll().where('enabled', '=', true).orderBy('sort_order').orderBy('id').execute();

export const findModel = (db: Executor, id: number) =>
  db.selectFrom('live_chat_models').selectAll().where('id', '=', id).where('enabled', '=', true).executeTakeFirst();
