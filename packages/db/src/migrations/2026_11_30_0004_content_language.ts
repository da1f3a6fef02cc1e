import { sql, type Kysely } from 'kysely';

/** Tables whose rows have text of their own that players read, in one language plus translations. */
const ownText = ['content_notices', 'content_promotions', 'content_announcements', 'customer_service_entries', 'resources'] as const;
/** Of those, the ones that had no translations yet: a customer-service title and a resource label. */
const untranslated = ['customer_service_entries', 'resources'] as const;

/**
 * Each entry records the language its own text is written in, so a player's language can be chosen
 * over it (an entry written in English must not stand in for Hindi, nor Hindi for English). Rows
 * written before were meant to be in the merchant's default language, so they take it (from the
 * stored merchant settings; HI, the shipped default, when none is stored or it is malformed).
 * Customer-service titles and resource labels get translations as the content entries have them.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of untranslated) {
    await sql`alter table ${sql.table(table)}
      add column translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text)`.execute(db);
  }
  for (const table of ownText) {
    await sql`alter table ${sql.table(table)} add column language text`.execute(db);
    await sql`update ${sql.table(table)} set language = coalesce(
      (select value->>'defaultLanguage' from settings where key = 'merchant' and value->>'defaultLanguage' ~ '^[A-Z]{2}$'),
      'HI')`.execute(db);
    await sql`alter table ${sql.table(table)} alter column language set not null,
      add constraint ${sql.ref(`${table}_language`)} check (language ~ '^[A-Z]{2}$'::text)`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ownText) await sql`alter table ${sql.table(table)} drop column language`.execute(db);
  for (const table of untranslated) await sql`alter table ${sql.table(table)} drop column translations`.execute(db);
};
