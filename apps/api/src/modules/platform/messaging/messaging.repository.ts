import type { MessageChannel } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const insertOutboxMessage = (
  db: Executor,
  row: { channel: MessageChannel; recipient: string; subject: string | null; body: string; provider: string; member_id: bigint | null },
) => db.insertInto('outbox_messages').values(row).returning(['id']).executeTakeFirstOrThrow();

export const markOutboxSent = async (db: Executor, id: bigint, providerRef: string | null, at: Date): Promise<void> => {
  await db.updateTable('outbox_messages').set({ status: 'sent', provider_ref: providerRef, sent_at: at }).where('id', '=', id).execute();
};

export const markOutboxFailed = async (db: Executor, id: bigint, error: string): Promise<void> => {
  await db.updateTable('outbox_messages').set({ status: 'failed', error }).where('id', '=', id).execute();
};

export const countSentSince = async (db: Executor, channel: MessageChannel, since: Date, recipientPrefix?: string): Promise<number> => {
  let query = db
    .selectFrom('outbox_messages')
    .select(sql<number>`count(*)::int4`.as('n'))
    .where('channel', '=', channel)
    .where('status', '=', 'sent')
    .where('sent_at', '>=', since);
  // left() rather than LIKE: the prefix is compared as text, never as a pattern.
  if (recipientPrefix !== undefined) query = query.where(sql<string>`left(recipient, ${recipientPrefix.length})`, '=', recipientPrefix);
  return (await query.executeTakeFirstOrThrow()).n;
};

export type OutboxFilter = { channel?: MessageChannel | undefined; recipient?: string | undefined };

const filtered = (db: Executor, filter: OutboxFilter) => {
  let q = db.selectFrom('outbox_messages');
  if (filter.channel) q = q.where('channel', '=', filter.channel);
  if (filter.recipient) q = q.where('recipient', 'ilike', `%${filter.recipient.replace(/[\\%_]/g, '\\$&')}%`);
  return q;
};

export const listOutboxMessages = (db: Executor, filter: OutboxFilter, limit: number, offset: number) =>
  filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const countOutboxMessages = async (db: Executor, filter: OutboxFilter): Promise<number> =>
  (
    await filtered(db, filter)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** Messages stored but not yet handed to their provider (the outbox's depth); the partial index keeps it cheap. */
export const countQueued = async (db: Executor): Promise<number> =>
  (
    await db
      .selectFrom('outbox_messages')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow()
  ).n;
