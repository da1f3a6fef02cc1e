import { sql, type Kysely } from 'kysely';

/**
 * Content pages (docs/content-pages.md): blog posts, news items and the single pages about us,
 * responsible gaming and licences, each a title, a one-line summary and HTML in its own language,
 * with translations like the other content. A page without `published_at`, or with one still to
 * come, is a draft players do not see. The slug names it in the player's address, once per kind.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table content_pages (
    id integer generated always as identity primary key,
    kind text not null constraint content_pages_kind check (kind in ('blog', 'news', 'about', 'responsible_gaming', 'licences')),
    slug text not null constraint content_pages_slug check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
    title text not null constraint content_pages_title check (char_length(title) between 1 and 200),
    summary text not null default '' constraint content_pages_summary check (char_length(summary) <= 300),
    content text not null default '' constraint content_pages_content check (char_length(content) <= 100000),
    language text not null constraint content_pages_language check (language ~ '^[A-Z]{2}$'),
    translations jsonb not null default '{}'::jsonb constraint content_pages_translations check (jsonb_typeof(translations) = 'object'),
    cover_url text constraint content_pages_cover check (char_length(cover_url) between 1 and 500),
    published_at timestamptz,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    constraint content_pages_kind_slug unique (kind, slug)
  )`.execute(db);
  await sql`create index content_pages_list on content_pages (kind, published_at desc, id desc) where enabled`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table content_pages`.execute(db);
};
