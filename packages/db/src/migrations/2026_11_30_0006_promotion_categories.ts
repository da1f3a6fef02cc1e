import { sql, type Kysely } from 'kysely';

/**
 * Promotion categories become a managed list: a code (what promotions store), a name in its own
 * language with translations, an order and a switch. The categories existing promotions already use
 * become rows named by their code, in the merchant's default language (HI when none is stored), so
 * no running promotion is left outside the list; staff name them properly afterwards.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table content_promotion_categories (
    id integer generated always as identity primary key,
    code text not null constraint content_promotion_categories_code check (code ~ '^[A-Z0-9_]{1,32}$'::text),
    name text not null,
    language text not null constraint content_promotion_categories_language check (language ~ '^[A-Z]{2}$'::text),
    translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object'::text),
    sequence integer not null default 0,
    enabled boolean not null default true,
    constraint content_promotion_categories_code_key unique (code)
  )`.execute(db);
  await sql`insert into content_promotion_categories (code, name, language, sequence)
    select category, category,
      coalesce((select value->>'defaultLanguage' from settings where key = 'merchant' and value->>'defaultLanguage' ~ '^[A-Z]{2}$'), 'HI'),
      (row_number() over (order by min(sequence), category))::int
    from content_promotions
    where category ~ '^[A-Z0-9_]{1,32}$'
    group by category`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table content_promotion_categories`.execute(db);
};
