import { sql, type Kysely } from 'kysely';

/**
 * Wrong login passwords given by a signed-in session (verification, payment password set, real
 * name, binding a mobile or email, disabling TOTP). One row per wrong guess, counted per account
 * across all its sessions: enough of them end the session that made them, so a stolen session
 * cannot guess the password behind it. (Wrong payment passwords keep their own table,
 * `payment_password_failures`, now counted for every use of the payment password.)
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_password_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('session_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_password_failures_member').on('member_password_failures').columns(['member_id', 'created_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('member_password_failures').execute();
};
