import { announcementAudiences, announcementTypes, bannerGroups, type LanguageCode } from '@gp/contracts';
import type { ContentBannersTable, DB } from '@gp/db';
import { sql, type Insertable, type Kysely } from 'kysely';
import { cleanHtml } from '../modules/engagement/content';
import { readContentText, type ContentText, type Text } from './content-text/content-text';

/** What each home banner opens, in sequence; its words (content-text banners) say the same. */
const homeLinks = [
  { linkage_type: 'PROMOTION', link_target: '1' },
  { linkage_type: 'ROUTE', link_target: '/rng' },
  { linkage_type: 'ROUTE', link_target: '/live' },
  { linkage_type: 'ROUTE', link_target: '/bgs' },
] as const;

/** The words of the home banner at `index`: English its own, the other languages its translations. */
const bannerWords = (texts: Map<LanguageCode, ContentText>, index: number) => {
  const translations = Object.fromEntries(
    [...texts].filter(([code]) => code !== 'EN').flatMap(([code, c]) => (c.banners[index] ? [[code, c.banners[index]]] : [])),
  );
  return { ...texts.get('EN')!.banners[index]!, language: 'EN', translations: JSON.stringify(translations) };
};

/** The home group's banners speak (it is the carousel players see); the other groups' stay images only. */
const banners = (texts: Map<LanguageCode, ContentText>) =>
  bannerGroups.flatMap((group): Insertable<ContentBannersTable>[] =>
    group === 'w_home'
      ? homeLinks.map((link, i) => ({ group_name: group, url: `/lgw/art/banner/${group}-${i + 1}.svg`, ...link, sequence: i + 1, ...bannerWords(texts, i) }))
      : Array.from({ length: group === 'w_game' ? 2 : 1 }, (_, i) => ({
          group_name: group,
          url: `/lgw/art/banner/${group}-${i + 1}.svg`,
          linkage_type: i === 1 ? 'ROUTE' : 'NONE',
          link_target: i === 1 ? '/rng' : '',
          sequence: i + 1,
          language: 'EN',
        })),
  );

const promotionCategories = ['NEW', 'DAILY', 'VIP', 'SPORTS'];
/** Each help term's category; the terms and their order are English's (en.json). */
const helpCategories: Partial<Record<string, string>> = {
  register: 'account',
  deposit: 'payments',
  withdraw: 'payments',
  'forgot-password': 'account',
  'responsible-gaming': 'general',
  'game-rules': 'games',
};
/** The release notes fill more than one page of 9 platform announcements for visitors. */
const platformUpdates = 12;

/** What an entry is in one language: its text from that language's file, cleaned if it is HTML. */
type Choose = (c: ContentText) => Text | undefined;

/**
 * Every entry's own text is English (language EN) and the other languages are its translations,
 * so a visitor reads their own language, and English (not the merchant's Hindi) when it is missing.
 */
const localized = (texts: Map<LanguageCode, ContentText>, pick: Choose, html: boolean) => {
  const clean = (t: Text): Text => (html ? { title: t.title, content: cleanHtml(t.content) } : t);
  const own = pick(texts.get('EN')!);
  if (!own) throw new Error('the English seed text has no such entry');
  const translations = Object.fromEntries(
    [...texts]
      .filter(([code]) => code !== 'EN')
      .flatMap(([code, c]) => {
        const t = pick(c);
        return t ? [[code, clean(t)] as const] : [];
      }),
  );
  return { ...clean(own), language: 'EN', translations: JSON.stringify(translations) };
};

const numbered = (t: Text, n: number): Text => ({
  title: t.title.replaceAll(/\{\{\s*n\s*\}\}/g, String(n)),
  content: t.content.replaceAll(/\{\{\s*n\s*\}\}/g, String(n)),
});

/**
 * The categories the demo's promotions use, named in every language (English their own). A category
 * the migration made from existing promotions is named by its code only; the seed names it.
 */
const categories = (texts: Map<LanguageCode, ContentText>) =>
  promotionCategories.map((code, i) => {
    const name = (c: ContentText) => c.promotionCategories[code];
    const translations = Object.fromEntries(
      [...texts].filter(([language, c]) => language !== 'EN' && name(c)).map(([language, c]) => [language, { name: name(c)! }]),
    );
    return { code, name: name(texts.get('EN')!)!, language: 'EN', translations: JSON.stringify(translations), sequence: i + 1 };
  });

/**
 * A fresh demo gets every category; on a database with promotions already, only the categories the
 * migration made (named by their code, no translations) get their names, so a category staff deleted
 * stays deleted.
 */
const seedCategories = async (db: Kysely<DB>, texts: Map<LanguageCode, ContentText>, fresh: boolean) => {
  const rows = categories(texts);
  for (const row of rows) {
    await db
      .updateTable('content_promotion_categories')
      .set({ name: row.name, language: row.language, translations: row.translations })
      .where('code', '=', row.code)
      .where('name', '=', row.code)
      .where(sql<boolean>`translations = '{}'::jsonb`)
      .execute();
  }
  if (fresh)
    await db
      .insertInto('content_promotion_categories')
      .values(rows)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
};

const notices = (texts: Map<LanguageCode, ContentText>) =>
  texts.get('EN')!.notices.map((_, i) => ({ ...localized(texts, (c) => c.notices[i], false), sequence: i + 1 }));

const promotions = (texts: Map<LanguageCode, ContentText>) =>
  texts.get('EN')!.promotions.map((_, i) => ({
    ...localized(texts, (c) => c.promotions[i], true),
    category: promotionCategories[i % promotionCategories.length]!,
    images: JSON.stringify([
      { url: `/lgw/art/promo/promo-${i + 1}.svg`, sequence: 1 },
      { url: `/lgw/art/promo/promo-${i + 1}-detail.svg`, sequence: 2 },
    ]),
    start_at: null,
    end_at: null,
    sequence: i + 1,
  }));

const announcements = (texts: Map<LanguageCode, ContentText>) =>
  [
    ...announcementTypes.flatMap((type) =>
      announcementAudiences.map((execution) => ({ type, execution, ...localized(texts, (c) => c.announcements[`${type}:${execution}`], true) })),
    ),
    ...Array.from({ length: platformUpdates }, (_, i) => ({
      type: 'PL' as const,
      execution: 'B' as const,
      ...localized(texts, (c) => numbered(c.platformUpdate, i + 1), true),
    })),
  ].map((a, i) => ({ ...a, sequence: i + 1 }));

/** One row per term and language: help articles are written, not translated, per language. */
const helpArticles = (texts: Map<LanguageCode, ContentText>) =>
  Object.keys(texts.get('EN')!.help).flatMap((term, i) =>
    [...texts].flatMap(([language, c]) => {
      const t = c.help[term];
      const category = helpCategories[term] ?? 'general';
      return t ? [{ term, language, category, title: t.title, content: cleanHtml(t.content), sequence: i + 1 }] : [];
    }),
  );

/**
 * Demo site content: banners of every group, and notices, promotions, announcements and help
 * articles in every language (content-text/<tag>.json). Each table is filled only when empty (the
 * promotion categories with the promotions).
 */
export const seedContent = async (db: Kysely<DB>, texts: Map<LanguageCode, ContentText> = readContentText()): Promise<void> => {
  const empty = async (table: 'content_banners' | 'content_notices' | 'content_promotions' | 'content_announcements' | 'content_help_articles') =>
    !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
  if (await empty('content_banners')) await db.insertInto('content_banners').values(banners(texts)).execute();
  if (await empty('content_notices')) await db.insertInto('content_notices').values(notices(texts)).execute();
  const fresh = await empty('content_promotions');
  await seedCategories(db, texts, fresh);
  if (fresh) await db.insertInto('content_promotions').values(promotions(texts)).execute();
  if (await empty('content_announcements')) await db.insertInto('content_announcements').values(announcements(texts)).execute();
  if (await empty('content_help_articles')) await db.insertInto('content_help_articles').values(helpArticles(texts)).execute();
};
