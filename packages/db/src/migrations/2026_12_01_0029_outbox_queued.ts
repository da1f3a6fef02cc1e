import { sql, type Kysely } from 'kysely';

/**
 * The outbox's depth (messages not yet handed to a provider) is a metric read at every scrape; a
 * partial index keeps that count to the few queued rows instead of every message ever sent.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index outbox_messages_queued on outbox_messages (id) where (status = 'queued'::text)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index outbox_messages_queued`.execute(db);
};
