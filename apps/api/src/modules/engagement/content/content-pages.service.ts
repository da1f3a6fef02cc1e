import { pickLanguage, type ContentPageKind, type LanguageCode } from '@gp/contracts';
import type { ContentPageText, DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { SettingsService } from '../../platform/settings';
import { countPublishedPages, findPublishedPage, listPublishedPages } from './content-pages.repository';

type Localizable = { title: string; summary: string; content?: string; language: string; translations: Partial<Record<string, ContentPageText>> };

/**
 * Blog, news and the single pages for players: published and enabled only, each in the caller's
 * language with the fallbacks other content uses (pickLanguage), else the page's own text.
 */
export const createContentPageService = (db: Kysely<DB>, settings: SettingsService, now: () => Date = () => new Date()) => {
  const fallbackLanguage = async () => (await settings.value('merchant')).defaultLanguage;

  /** The language chosen and its text: a translation, or the page's own. */
  const textOf = (row: Localizable, language: LanguageCode, fallback: LanguageCode) => {
    const code = pickLanguage((c) => c === row.language || row.translations[c] !== undefined, language, fallback);
    const chosen = code && code !== row.language ? row.translations[code] : undefined;
    const own = { title: row.title, summary: row.summary, content: row.content ?? '' };
    return { language: (chosen ? code : row.language) as LanguageCode, ...(chosen ?? own) };
  };

  const list = async (q: { kind: ContentPageKind; pageNo: number; pageSize: number }, language: LanguageCode) => {
    const at = now();
    const [rows, total, fallback] = await Promise.all([
      listPublishedPages(db, q.kind, at, q.pageSize, (q.pageNo - 1) * q.pageSize),
      countPublishedPages(db, q.kind, at),
      fallbackLanguage(),
    ]);
    return {
      list: rows.map((r) => {
        const text = textOf(r, language, fallback);
        return {
          id: r.id,
          kind: r.kind,
          slug: r.slug,
          title: text.title,
          summary: text.summary,
          coverUrl: r.cover_url,
          publishedAt: r.published_at!.toISOString(),
        };
      }),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
      totalPages: Math.ceil(total / q.pageSize),
    };
  };

  const show = async (q: { kind: ContentPageKind; slug?: string | undefined }, language: LanguageCode) => {
    const [row, fallback] = await Promise.all([findPublishedPage(db, q.kind, q.slug, now()), fallbackLanguage()]);
    if (!row) throw new AppError('CONTENT_NOT_FOUND', { details: { kind: q.kind, ...(q.slug ? { slug: q.slug } : {}) } });
    const text = textOf(row, language, fallback);
    return {
      id: row.id,
      kind: row.kind,
      slug: row.slug,
      title: text.title,
      summary: text.summary,
      content: text.content,
      language: text.language,
      coverUrl: row.cover_url,
      publishedAt: row.published_at!.toISOString(),
    };
  };

  return { list, show };
};

export type ContentPageService = ReturnType<typeof createContentPageService>;
