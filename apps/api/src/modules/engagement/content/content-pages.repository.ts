import type { ContentPageKind, Executor } from '@gp/db';
import { sql } from 'kysely';

/** What players see: enabled and published by now. */
const published = (db: Executor, kind: ContentPageKind, now: Date) =>
  db.selectFrom('content_pages').where('kind', '=', kind).where('enabled', '=', true).where('published_at', '<=', now);

/** Newest first; the text of every language, as the service picks one. */
export const listPublishedPages = (db: Executor, kind: ContentPageKind, now: Date, limit: number, offset: number) =>
  published(db, kind, now)
    .select(['id', 'kind', 'slug', 'title', 'summary', 'language', 'translations', 'cover_url', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countPublishedPages = async (db: Executor, kind: ContentPageKind, now: Date) =>
  (
    await published(db, kind, now)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** The page of that slug, or without one the kind's newest (the single pages have one). */
export const findPublishedPage = (db: Executor, kind: ContentPageKind, slug: string | undefined, now: Date) => {
  let q = published(db, kind, now).selectAll();
  if (slug !== undefined) q = q.where('slug', '=', slug);
  return q.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
};
