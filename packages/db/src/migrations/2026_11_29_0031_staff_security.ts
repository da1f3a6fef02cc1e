import { sql, type Kysely } from 'kysely';

/**
 * Staff sign-in hardening.
 * - `password_change_required`: an account handed out with a temporary password (the CLI) may do
 *   nothing but change it until it has.
 * - `staff_unknown_login_failures`: wrong passwords for names no account has are counted and locked
 *   like a real account's, so the lock does not tell which staff names exist.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('staff_users')
    .addColumn('password_change_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('staff_unknown_login_failures')
    .addColumn('username_lower', 'text', (c) => c.primaryKey())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_unknown_login_failures_last').on('staff_unknown_login_failures').column('last_failed_at').execute();
};
