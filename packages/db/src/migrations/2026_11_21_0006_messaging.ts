import { sql, type Kysely } from 'kysely';

/**
 * Outgoing messages (SMS and email) and verification codes with their send throttle. Member ids are
 * plain bigints without a foreign key: this migration must not depend on the accounts migration.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Every message handed to a provider, and what the provider answered (the back office reads it).
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sent', 'failed')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('error', 'text')
    .addColumn('member_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_messages_channel').on('outbox_messages').columns(['channel', 'id desc']).execute();
  await db.schema.createIndex('outbox_messages_recipient').on('outbox_messages').columns(['recipient', 'id desc']).execute();
  // The daily SMS quota counts today's deliveries.
  await sql`create index outbox_messages_sent on outbox_messages (channel, sent_at) where status = 'sent'`.execute(db);

  // One live code per (channel, purpose, target): a new send replaces the row.
  await db.schema
    .createTable('verification_codes')
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'login', 'reset', 'bind', 'twoFactor')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['channel', 'purpose', 'target'])
    .execute();
  await db.schema.createIndex('verification_codes_expires').on('verification_codes').column('expires_at').execute();

  // Each send request that passed the throttle, counted per target and per IP over the last hour.
  await db.schema
    .createTable('verification_sends')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_sends_target').on('verification_sends').columns(['target', 'sent_at']).execute();
  await db.schema.createIndex('verification_sends_ip').on('verification_sends').columns(['ip', 'sent_at']).execute();

  // One row per throttled key ('target:...' or 'ip:...'): locked FOR UPDATE to serialise sends, and
  // holding the lock-out after a limit was exceeded.
  await db.schema
    .createTable('verification_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', 'timestamptz', (c) => c.notNull())
    .execute();
};

export const down = async (): Promise<void> => {
  throw new Error('the messaging migration is not reversible');
};
