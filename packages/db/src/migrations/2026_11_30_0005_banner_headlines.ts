import { sql, type Kysely } from 'kysely';

/** The most characters of each text a banner shows over its backdrop (the API checks the same). */
const limits = { headline: 80, subline: 140, cta: 24 } as const;

/**
 * A banner carries words over its backdrop: a headline, an optional sub-line and a call-to-action
 * label, in the language it names plus translations, like the other content with text of its own.
 * Banners from before are images only: their texts stay empty, and their language is the
 * merchant's default (from the stored merchant settings; HI, the shipped default, when none is
 * stored or it is malformed), as the content language migration gave the other entries.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const [column, max] of Object.entries(limits)) {
    await sql`alter table content_banners add column ${sql.ref(column)} text not null default ''::text
      constraint ${sql.ref(`content_banners_${column}`)} check (char_length(${sql.ref(column)}) <= ${sql.lit(max)})`.execute(db);
  }
  await sql`alter table content_banners
    add column translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text),
    add column language text`.execute(db);
  await sql`update content_banners set language = coalesce(
    (select value->>'defaultLanguage' from settings where key = 'merchant' and value->>'defaultLanguage' ~ '^[A-Z]{2}$'),
    'HI')`.execute(db);
  await sql`alter table content_banners alter column language set not null,
    add constraint content_banners_language check (language ~ '^[A-Z]{2}$'::text)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table content_banners drop column language, drop column translations, drop column cta, drop column subline, drop column headline`.execute(db);
};
