import { sql, type Kysely } from 'kysely';

/**
 * The security centre and social sign-in. An authenticator secret waits in `totp_pending_secret`
 * until the member confirms it with a code, so a half-finished enrolment never locks anyone out. A
 * verified social identity that is not linked yet waits in `member_social_binds` (the token hashed,
 * minutes long) while the player binds an existing account or registers a new one.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('members').addColumn('totp_pending_secret', 'text').execute();

  await db.schema
    .createTable('member_social_binds')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('member_social_binds').execute();
  await db.schema.alterTable('members').dropColumn('totp_pending_secret').execute();
};
