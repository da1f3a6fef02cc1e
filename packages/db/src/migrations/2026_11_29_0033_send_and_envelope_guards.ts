import { sql, type Kysely } from 'kysely';

/**
 * Nonces of encrypted (E) call envelopes already opened, kept until the envelope's timestamp has
 * left the acceptance window, after which the timestamp alone refuses it. In the database, not in
 * memory, so an envelope replayed to another API instance is refused too.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('envelope_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('envelope_nonces_expires').on('envelope_nonces').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('envelope_nonces').execute();
};
