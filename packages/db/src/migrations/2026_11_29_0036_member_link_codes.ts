import { sql, type Kysely } from 'kysely';

/**
 * One-time link codes: a signed-in member asks for one, a link carries it (`?token=`), and whoever
 * opens the link trades it once for a session of its own. Only the SHA-256 of the code is kept, so
 * a copy of this table opens nothing; a code lives a minute and is spent by its first exchange.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_link_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_link_codes_expires').on('member_link_codes').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('member_link_codes').execute();
};
