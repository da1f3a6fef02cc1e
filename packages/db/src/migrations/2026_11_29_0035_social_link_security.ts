import { sql, type Kysely } from 'kysely';

/**
 * Social sign-in hardening:
 * - `member_social_nonces`: the nonces the server issued for the provider's authorization request
 *   (hashed, minutes long, spent by the one sign-in whose ID token carries it);
 * - `member_social_tokens_seen`: every accepted ID token (hashed) until its own expiry, so the same
 *   token is never accepted twice;
 * - `member_login_challenges.social_bind_hash`: a bind of an existing account from a new IP waits for
 *   the second factor there, and the link is made when the challenge is answered;
 * - `member_social_links` gain an id and the provider they came through, and may now be deleted
 *   (unlinking by the member or staff, audited by the service); a link still never moves.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_social_nonces')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_social_nonces_expires').on('member_social_nonces').column('expires_at').execute();

  await db.schema
    .createTable('member_social_tokens_seen')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_social_tokens_seen_expires').on('member_social_tokens_seen').column('expires_at').execute();

  await db.schema.alterTable('member_login_challenges').addColumn('social_bind_hash', 'text', (c) => c.references('member_social_binds.token_hash')).execute();

  await db.schema.alterTable('member_social_links').addColumn('id', 'bigserial', (c) => c.notNull().unique()).execute();
  await db.schema.alterTable('member_social_links').addColumn('provider_id', 'text').execute();
  await sql`drop trigger member_social_links_fixed on member_social_links`.execute(db);
  await sql`create trigger member_social_links_fixed before update on member_social_links
    for each row execute function forbid_change()`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop trigger member_social_links_fixed on member_social_links`.execute(db);
  await sql`create trigger member_social_links_fixed before update or delete on member_social_links
    for each row execute function forbid_change()`.execute(db);
  await db.schema.alterTable('member_social_links').dropColumn('provider_id').execute();
  await db.schema.alterTable('member_social_links').dropColumn('id').execute();
  await db.schema.alterTable('member_login_challenges').dropColumn('social_bind_hash').execute();
  await db.schema.dropTable('member_social_tokens_seen').execute();
  await db.schema.dropTable('member_social_nonces').execute();
};
