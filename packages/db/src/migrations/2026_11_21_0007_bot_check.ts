import { sql, type Kysely } from 'kysely';

/**
 * Bot checks (DESIGN.md sections 5 and 8): image captchas (answer hashed, single use, short
 * expiry), ALTCHA solutions already accepted (kept until their challenge expires, so none is
 * accepted twice), and secrets the server generates once and every instance shares.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bot_check_captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_captchas_expires').on('bot_check_captchas').column('expires_at').execute();

  await db.schema
    .createTable('bot_check_used_altcha')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_used_altcha_expires').on('bot_check_used_altcha').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('bot_check_used_altcha').execute();
  await db.schema.dropTable('bot_check_captchas').execute();
  await db.schema.dropTable('server_secrets').execute();
};
