import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type ContentPageKind = 'blog' | 'news' | 'about' | 'responsible_gaming' | 'licences';
export type ContentPageText = { title: string; summary: string; content: string };

export type ContentPagesTable = {
  id: Generated<number>;
  kind: ContentPageKind;
  /** Lower-case words joined by '-', unique within its kind. */
  slug: string;
  title: string;
  summary: Generated<string>;
  /** Cleaned HTML (sanitize.ts) in `language`. */
  content: Generated<string>;
  /** The language of title, summary and content (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Partial<Record<string, ContentPageText>>>;
  cover_url: string | null;
  /** Null, or a time still to come: a draft players do not see. */
  published_at: Date | null;
  enabled: Generated<boolean>;
  created_at: Timestamp;
};

/** Blog, news, about us, responsible gaming and licences pages (migration 2026_11_30_0023). */
export type ContentPageTables = {
  content_pages: ContentPagesTable;
};
