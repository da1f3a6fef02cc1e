import { z } from 'zod';
import { contentLanguageQuery, ownLanguage, translationsOf } from './content-translations';
import { languageCode } from './language-code';

/**
 * Content pages: blog posts and news items (listed, newest first) and the single pages about us,
 * responsible gaming and licences. Staff write each in its own language with translations.
 */
export const contentPageKinds = ['blog', 'news', 'about', 'responsible_gaming', 'licences'] as const;
export const contentPageKind = z.enum(contentPageKinds);
export type ContentPageKind = z.infer<typeof contentPageKind>;
/** Kinds with one page each: the player site shows the first published one. */
export const singleContentPageKinds = ['about', 'responsible_gaming', 'licences'] as const satisfies readonly ContentPageKind[];
/** Blog and news list pages show this many cards a page. */
export const contentPagePageSize = 9;

/** The page's name in the player's address: lower-case letters and digits in words joined by '-'. */
export const contentPageSlug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters and digits, words joined by -');

const title = z.string().trim().min(1).max(200);
const summary = z.string().trim().max(300);
const html = z.string().max(100_000);
const coverUrl = z.string().trim().min(1).max(500).nullable();
const isoInstant = z.iso.datetime({ offset: true }).nullable();

export const contentPageTranslations = translationsOf({ title, summary: summary.default(''), content: html });

/** One card of a list: no HTML, so a page of cards stays small. */
export const contentPageCard = z.object({
  id: z.number().int(),
  kind: contentPageKind,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export const contentPageListQuery = contentLanguageQuery.extend({
  kind: contentPageKind,
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(contentPagePageSize),
});
export const contentPageList = z.object({
  list: z.array(contentPageCard),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** One page by its slug, or (for the single pages) the kind alone: its first published page. */
export const contentPageQuery = contentLanguageQuery.extend({ kind: contentPageKind, slug: contentPageSlug.optional() });
/** `language`: the language the text is in, after the fallbacks. */
export const contentPage = contentPageCard.extend({ content: z.string(), language: languageCode });

// Back office.

const pageFields = {
  kind: contentPageKind,
  slug: contentPageSlug,
  title,
  summary,
  content: html,
  language: ownLanguage,
  translations: contentPageTranslations,
  coverUrl,
  publishedAt: isoInstant,
  enabled: z.boolean(),
};
export const boContentPageInput = z.strictObject({
  ...pageFields,
  summary: summary.default(''),
  content: html.default(''),
  language: ownLanguage.optional(),
  translations: contentPageTranslations.default({}),
  coverUrl: coverUrl.default(null),
  publishedAt: isoInstant.default(null),
  enabled: z.boolean().default(true),
});
export const boContentPagePatch = z.strictObject(pageFields).partial();
export const boContentPage = z.object({
  id: z.number().int(),
  kind: contentPageKind,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  language: languageCode,
  translations: contentPageTranslations,
  missingLanguages: z.array(languageCode),
  coverUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
/** The back office's list of pages, of one kind when `kind` is given. */
export const boContentPageQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  kind: contentPageKind.optional(),
});
