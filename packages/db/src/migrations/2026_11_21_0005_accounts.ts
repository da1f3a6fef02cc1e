import { sql, type Kysely } from 'kysely';

/**
 * Members (players, agents and trial accounts) with their sessions, login events, second-factor
 * challenges, password resets, social links, and the server's key pair for encrypted (E) calls.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('members')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('country_dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('email', 'text')
    .addColumn('real_name', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('upline_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('affiliate_code', 'text', (c) => c.unique())
    .addColumn('referral_code', 'text')
    .addColumn('language', 'text')
    .addColumn('register_method', 'text', (c) => c.notNull().check(sql`register_method in ('username', 'mobile', 'social', 'trial', 'agent', 'staff')`))
    .addColumn('register_ip', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('payment_password_hash', 'text')
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('members_mobile_pair', sql`(country_dialing_code is null) = (mobile_num is null)`)
    .execute();
  // Usernames are unique without regard to case; mobiles per dialing code.
  await sql`create unique index members_account_ci on members (lower(account))`.execute(db);
  await sql`create unique index members_mobile on members (country_dialing_code, mobile_num) where mobile_num is not null`.execute(db);
  await sql`create index members_email_ci on members (lower(email)) where email is not null`.execute(db);
  await db.schema.createIndex('members_upline').on('members').column('upline_id').execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await sql`create index member_sessions_live on member_sessions (member_id) where revoked_at is null`.execute(db);

  // Every login attempt: the lockout counts failures per account and IP; the security centre lists them.
  await db.schema
    .createTable('member_login_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_login_events_key_ip').on('member_login_events').columns(['account_key', 'ip', 'created_at']).execute();
  await db.schema.createIndex('member_login_events_member').on('member_login_events').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('member_known_ips')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_known_ips_pk', ['member_id', 'ip'])
    .execute();

  // A login from a new IP waits here for its second factor.
  await db.schema
    .createTable('member_login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('member_password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // One account per issuer subject, and the link never changes (SPEC.md section 4).
  await db.schema
    .createTable('member_social_links')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_social_links_pk', ['issuer', 'subject'])
    .addUniqueConstraint('member_social_links_member_issuer', ['member_id', 'issuer'])
    .execute();
  await sql`create trigger member_social_links_fixed before update or delete on member_social_links
    for each row execute function forbid_change()`.execute(db);

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['server_keys', 'member_social_links', 'member_password_resets', 'member_login_challenges', 'member_known_ips', 'member_login_events', 'member_sessions', 'members']) {
    await db.schema.dropTable(table).execute();
  }
};
