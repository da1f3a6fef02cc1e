import { sql, type Kysely } from 'kysely';

/** Settings documents, staff accounts and sessions, customer-service and resource entries, audit log. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index staff_users_username_lower on staff_users (lower(username))`.execute(db);

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('enroll', 'verify')`))
    .addColumn('pending_secret', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('customer_service_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cs_type', 'text', (c) => c.notNull().check(sql`cs_type in ('LIVECHAT', 'TELEGRAM', 'FACEBOOK')`))
    .addColumn('cs_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('label_name_en', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull().check(sql`actor_type in ('staff', 'member', 'system')`))
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();

  // One row that serialises appends, so each entry links to exactly one predecessor.
  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('last_id', 'bigint', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into audit_chain_head (id, last_id, last_hash) values (1, 0, ${'0'.repeat(64)})`.execute(db);

  // The audit log is append-only in the database itself, not only by convention.
  await sql`
    create function forbid_change() returns trigger language plpgsql as $$
    begin
      raise exception 'table % is append-only', tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function forbid_change()`.execute(db);
};

export const down = async (): Promise<void> => {
  throw new Error('the platform migration is not reversible');
};
