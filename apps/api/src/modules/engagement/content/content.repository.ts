import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const listBanners = (db: Executor, group: string) =>
  db.selectFrom('content_banners').selectAll().where('group_name', '=', group).where('enabled', '=', true).orderBy('sequence').orderBy('id').execute();

export const listNotices = (db: Executor) =>
  db.selectFrom('content_notices').selectAll().where('enabled', '=', true).orderBy('sequence').orderBy('id').execute();

/** Promotions running now: no start or started, and no end or not yet ended. */
export const listActivePromotions = (db: Executor, now: Date, category: string | undefined, limit: number) => {
  let q = db
    .selectFrom('content_promotions')
    .selectAll()
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]));
  if (category) q = q.where('category', '=', category);
  return q.orderBy('sequence').orderBy('id').limit(limit).execute();
};

const announcementsOf = (db: Executor, execution: 'A' | 'B' | 'F', types: string[]) =>
  db
    .selectFrom('content_announcements')
    .where('enabled', '=', true)
    .where('platform', '=', 'W')
    .where('execution', '=', execution)
    .where('type', 'in', types as ('B' | 'PL' | 'PU' | 'PR' | 'H')[]);

export const listAnnouncements = (db: Executor, execution: 'A' | 'B' | 'F', types: string[], limit: number, offset: number) =>
  announcementsOf(db, execution, types).selectAll().orderBy('sequence').orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const countAnnouncements = async (db: Executor, execution: 'A' | 'B' | 'F', types: string[]) =>
  (
    await announcementsOf(db, execution, types)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findAnnouncement = (db: Executor, id: number) =>
  db
    .selectFrom('content_announcements')
    .select(['id', 'title', 'content', 'language', 'translations'])
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();

/** Every language's version; the service picks one per term. */
export const listHelpArticles = (db: Executor) =>
  db.selectFrom('content_help_articles').selectAll().where('enabled', '=', true).orderBy('sequence').orderBy('term').orderBy('language').execute();
