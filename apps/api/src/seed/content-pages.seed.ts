import type { ContentPageKind, LanguageCode } from '@gp/contracts';
import type { ContentPagesTable, DB } from '@gp/db';
import type { Insertable, Kysely } from 'kysely';
import { readAllContentPagesText, type ContentPagesText, type PageText } from './content-pages-text/content-pages-text';

const day = 86_400_000;

/** Each seeded page: where its text is in the files, its address and how many days ago it appeared. */
const pages: { kind: ContentPageKind; slug: string; daysAgo: number; pick: (t: ContentPagesText) => PageText }[] = [
  { kind: 'blog', slug: 'how-demo-games-work', daysAgo: 9, pick: (t) => t.blog[0]! },
  { kind: 'blog', slug: 'set-a-budget', daysAgo: 5, pick: (t) => t.blog[1]! },
  { kind: 'blog', slug: 'meet-the-vip-programme', daysAgo: 2, pick: (t) => t.blog[2]! },
  { kind: 'news', slug: 'new-slots-this-week', daysAgo: 7, pick: (t) => t.news[0]! },
  { kind: 'news', slug: 'sunday-maintenance', daysAgo: 4, pick: (t) => t.news[1]! },
  { kind: 'news', slug: 'faster-mobile-site', daysAgo: 1, pick: (t) => t.news[2]! },
  { kind: 'about', slug: 'about-us', daysAgo: 30, pick: (t) => t.about },
  { kind: 'responsible_gaming', slug: 'responsible-gaming', daysAgo: 30, pick: (t) => t.responsible_gaming },
  { kind: 'licences', slug: 'licences', daysAgo: 30, pick: (t) => t.licences },
];

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** Plain paragraphs as the HTML the editor writes. */
const textOf = (p: PageText) => ({ title: p.title, summary: p.summary, content: p.paragraphs.map((x) => `<p>${escapeHtml(x)}</p>`).join('') });

/** The seeded pages: English their own text, every other language a translation. */
export const contentPageRows = (texts: Map<LanguageCode, ContentPagesText>, now: Date): Insertable<ContentPagesTable>[] =>
  pages.map((page) => ({
    kind: page.kind,
    slug: page.slug,
    ...textOf(page.pick(texts.get('EN')!)),
    language: 'EN',
    translations: JSON.stringify(Object.fromEntries([...texts].filter(([code]) => code !== 'EN').map(([code, t]) => [code, textOf(page.pick(t))]))),
    published_at: new Date(now.getTime() - page.daysAgo * day),
  }));

/** Demo blog posts, news items and the single pages, in all 34 languages; only into an empty table. */
export const seedContentPages = async (db: Kysely<DB>, texts: Map<LanguageCode, ContentPagesText> = readAllContentPagesText()): Promise<void> => {
  if (await db.selectFrom('content_pages').select('id').limit(1).executeTakeFirst()) return;
  await db.insertInto('content_pages').values(contentPageRows(texts, new Date())).execute();
};
