import { boContentPage, boContentPageInput, boContentPagePatch, boContentPageQuery, type LanguageCode } from '@gp/contracts';
import type { ContentPagesTable, ContentPageText } from '@gp/db';
import type { Selectable } from 'kysely';
import type { ContentEntity } from './content-entities';
import { cleanHtml } from './sanitize';
import { missingLanguages } from './translation';

type Texts = Partial<Record<string, ContentPageText>>;

const given = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Translations as stored: JSON, each language's HTML cleaned like the page's own. */
const translations = (v: Texts | undefined) =>
  v === undefined
    ? undefined
    : JSON.stringify(
        Object.fromEntries(Object.entries(v).map(([code, t]) => [code, t && { title: t.title, summary: t.summary, content: cleanHtml(t.content) }])),
      );

const instant = (v: string | null | undefined) => (v === undefined ? undefined : v && new Date(v));

/**
 * Blog posts, news items and the single pages (about us, responsible gaming, licences), listed
 * in the back office by kind, drafts and the newest first.
 */
export const contentPageEntity: ContentEntity<typeof boContentPageInput, typeof boContentPagePatch, typeof boContentPage> = {
  name: 'page',
  path: 'pages',
  table: 'content_pages',
  order: ['kind', 'published_at desc'],
  input: boContentPageInput,
  patch: boContentPagePatch,
  output: boContentPage,
  ownLanguage: true,
  listQuery: boContentPageQuery,
  filterOf: (query): Record<string, string> => (typeof query.kind === 'string' ? { kind: query.kind } : {}),
  toRow: (v) =>
    given({
      kind: v.kind,
      slug: v.slug,
      title: v.title,
      summary: v.summary,
      content: v.content === undefined ? undefined : cleanHtml(v.content),
      language: v.language,
      translations: translations(v.translations),
      cover_url: v.coverUrl,
      published_at: instant(v.publishedAt),
      enabled: v.enabled,
    }),
  fromRow: (row, supported: readonly LanguageCode[]) => {
    const r = row as unknown as Selectable<ContentPagesTable>;
    return {
      id: r.id,
      kind: r.kind,
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      content: r.content,
      language: r.language as LanguageCode,
      translations: r.translations,
      missingLanguages: missingLanguages(supported, r.language, r.translations),
      coverUrl: r.cover_url,
      publishedAt: r.published_at?.toISOString() ?? null,
      enabled: r.enabled,
      createdAt: r.created_at.toISOString(),
    };
  },
};
