import { z } from 'zod';
import { contentLanguageQuery, ownLanguage, translationsOf } from './content-translations';
import { languageCode } from './language-code';
import { promotionCategoryCode } from './promotion-categories';
import { customerServiceEntry, resourceEntry } from './system';

export * from './content-translations';

export const bannerGroups = ['w_home', 'w_game', 'w_leftmenu', 'w_login', 'w_register', 'w_forget', 'w_pagcor'] as const;
export const bannerGroup = z.enum(bannerGroups);
/** What a banner opens: nothing, a route of the player site, an external URL, a promotion or a game. */
export const linkageTypes = ['NONE', 'ROUTE', 'URL', 'PROMOTION', 'GAME'] as const;

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** Audience: A logged in, B anonymous, F first login. */
export const announcementAudiences = ['A', 'B', 'F'] as const;
/** 9 a page (the client's paginator shows 5 pages with 1 margin). */
export const announcementPageSize = 9;
/** The home carousel shows at most 6 promotions. */
export const homePromotionLimit = 6;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const imageUrl = z.string().trim().min(1).max(500);
const html = z.string().max(100_000);
const sequence = z.number().int().min(0).max(1_000_000);

export const banner = z.object({
  url: z.string(),
  groupName: bannerGroup,
  linkageType: z.enum(linkageTypes),
  linkTarget: z.string(),
  sequence: z.number().int(),
  /** The words over the backdrop, in the caller's language; empty for an image-only banner. */
  headline: z.string(),
  subline: z.string(),
  cta: z.string(),
});
export const bannerQuery = contentLanguageQuery.extend({ group: bannerGroup });
export const bannerList = z.object({ list: z.array(banner) });

export const noticeQuery = contentLanguageQuery;

export const notice = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export const noticeList = z.object({ list: z.array(notice) });

export const promotionImage = z.object({ url: imageUrl, sequence });
export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  announcementImages: z.array(promotionImage),
  content: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export const promotionQuery = contentLanguageQuery.extend({
  category: z.string().trim().max(32).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const promotionList = z.object({ list: z.array(promotion) });

/** getListAnnouncements: types as a comma list (B,PL,PU,PR,H), platform W, execution = audience. */
export const announcementListQuery = contentLanguageQuery.extend({
  types: z
    .string()
    .trim()
    .max(32)
    .default(announcementTypes.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(announcementTypes)).min(1)),
  platform: z.enum(['W']).default('W'),
  execution: z.enum(announcementAudiences).default('B'),
  pageNo,
});
export const announcement = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  execution: z.enum(announcementAudiences),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export const announcementPage = z.object({
  list: z.array(announcement),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const announcementContentQuery = contentLanguageQuery.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const announcementContent = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

export const customerServiceList = z.object({ list: z.array(customerServiceEntry) });
export const resourceList = z.object({ list: z.array(resourceEntry) });

export const helpCenterQuery = z.object({ lang: languageCode.optional(), device: z.enum(['WEB']).default('WEB') });
export const helpArticle = z.object({ term: z.string(), title: z.string(), content: z.string(), category: z.string(), language: languageCode });
export const helpArticleList = z.object({ list: z.array(helpArticle) });

export const countryCodeList = z.object({ list: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() })) });

export const languageUpdate = z.strictObject({ language: languageCode });
export const languageUpdateResult = z.object({ language: languageCode });

// Back office: one create schema per entity; updates take any subset of its fields.

export const boPageQuery = z.strictObject({ pageNo, pageSize: z.coerce.number().int().min(1).max(200).default(50) });
export const boPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() });

/**
 * What the back office reads of a translated entry besides its text: the language of its own text,
 * the other languages, and which of the merchant's supported languages it has in neither.
 */
const localizedEntry = <T extends z.ZodType>(translations: T) => ({
  language: languageCode,
  translations,
  missingLanguages: z.array(languageCode),
});

/** The merchant's languages, for content editors (who may not read the merchant settings). */
export const boContentLanguages = z.object({ defaultLanguage: languageCode, supportedLanguages: z.array(languageCode) });

/** Banner words fit over a backdrop at 360 px: a short headline, an optional sub-line, a button's label. */
const bannerHeadline = z.string().trim().max(80);
const bannerSubline = z.string().trim().max(140);
const bannerCta = z.string().trim().max(24);
/** A translation is a headline in another language, with its sub-line and button label when the banner has them. */
export const bannerTranslations = translationsOf({ headline: bannerHeadline.min(1), subline: bannerSubline.default(''), cta: bannerCta.default('') });
const bannerFields = {
  groupName: bannerGroup,
  url: imageUrl,
  linkageType: z.enum(linkageTypes),
  linkTarget: z.string().trim().max(500),
  sequence,
  enabled: z.boolean(),
  headline: bannerHeadline,
  subline: bannerSubline,
  cta: bannerCta,
  language: ownLanguage,
  translations: bannerTranslations,
};
export const boBannerInput = z.strictObject({
  ...bannerFields,
  linkageType: bannerFields.linkageType.default('NONE'),
  linkTarget: bannerFields.linkTarget.default(''),
  sequence: sequence.default(0),
  enabled: z.boolean().default(true),
  headline: bannerHeadline.default(''),
  subline: bannerSubline.default(''),
  cta: bannerCta.default(''),
  language: ownLanguage.optional(),
  translations: bannerTranslations.default({}),
});
export const boBannerPatch = z.strictObject(bannerFields).partial();
export const boBanner = banner.extend({ id: z.number().int(), ...localizedEntry(bannerTranslations), enabled: z.boolean() });

const noticeText = { title: z.string().trim().min(1).max(200), content: z.string().trim().max(2000) };
export const noticeTranslations = translationsOf(noticeText);
const noticeFields = { ...noticeText, language: ownLanguage, translations: noticeTranslations, sequence, enabled: z.boolean() };
export const boNoticeInput = z.strictObject({
  ...noticeFields,
  language: ownLanguage.optional(),
  translations: noticeTranslations.default({}),
  sequence: sequence.default(0),
  enabled: z.boolean().default(true),
});
export const boNoticePatch = z.strictObject(noticeFields).partial();
export const boNotice = notice.extend({ ...localizedEntry(noticeTranslations), sequence: z.number().int(), enabled: z.boolean() });

const announcementText = { title: z.string().trim().min(1).max(200), content: html };
export const announcementTranslations = translationsOf(announcementText);
const announcementFields = {
  type: z.enum(announcementTypes),
  execution: z.enum(announcementAudiences),
  ...announcementText,
  language: ownLanguage,
  translations: announcementTranslations,
  sequence,
  enabled: z.boolean(),
};
export const boAnnouncementInput = z.strictObject({
  ...announcementFields,
  language: ownLanguage.optional(),
  translations: announcementTranslations.default({}),
  sequence: sequence.default(0),
  enabled: z.boolean().default(true),
});
export const boAnnouncementPatch = z.strictObject(announcementFields).partial();
export const boAnnouncement = announcement.extend({ ...localizedEntry(announcementTranslations), sequence: z.number().int(), enabled: z.boolean() });

const isoInstant = z.iso.datetime({ offset: true }).nullable();
const promotionText = { title: z.string().trim().min(1).max(200), content: html };
export const promotionTranslations = translationsOf(promotionText);
const promotionFields = {
  ...promotionText,
  language: ownLanguage,
  translations: promotionTranslations,
  /** One of the enabled promotion categories (promotion-categories.ts); the server checks it. */
  category: promotionCategoryCode,
  announcementImages: z.array(promotionImage).max(10),
  startAt: isoInstant,
  endAt: isoInstant,
  sequence,
  enabled: z.boolean(),
};
export const boPromotionInput = z.strictObject({
  ...promotionFields,
  language: ownLanguage.optional(),
  translations: promotionTranslations.default({}),
  announcementImages: promotionFields.announcementImages.default([]),
  startAt: isoInstant.default(null),
  endAt: isoInstant.default(null),
  sequence: sequence.default(0),
  enabled: z.boolean().default(true),
});
export const boPromotionPatch = z.strictObject(promotionFields).partial();
export const boPromotion = promotion.extend({ ...localizedEntry(promotionTranslations), sequence: z.number().int(), enabled: z.boolean() });

/** A resource's label as players see it; `labelNameEn` keeps its upstream name but is the label in `language`. */
const resourceLabel = z.string().trim().min(1).max(64);
export const resourceTranslations = translationsOf({ label: resourceLabel });
const resourceFields = {
  name: z.string().trim().min(1).max(32),
  labelNameEn: resourceLabel,
  language: ownLanguage,
  translations: resourceTranslations,
  resourceType: z.string().trim().min(1).max(32),
  url: z.string().trim().min(1).max(500),
  enabled: z.boolean(),
};
export const boResourceInput = z.strictObject({
  ...resourceFields,
  language: ownLanguage.optional(),
  translations: resourceTranslations.default({}),
  enabled: z.boolean().default(true),
});
export const boResourcePatch = z.strictObject(resourceFields).partial();
export const boResource = resourceEntry.extend({ id: z.number().int(), language: languageCode, translations: resourceTranslations, enabled: z.boolean() });

const customerServiceTitle = z.string().trim().min(1).max(64);
export const customerServiceTranslations = translationsOf({ title: customerServiceTitle });
const customerServiceFields = {
  csType: z.enum(['LIVECHAT', 'TELEGRAM', 'FACEBOOK']),
  csPosition: sequence,
  title: customerServiceTitle,
  language: ownLanguage,
  translations: customerServiceTranslations,
  path: z.string().trim().min(1).max(500),
  enabled: z.boolean(),
};
export const boCustomerServiceInput = z.strictObject({
  ...customerServiceFields,
  language: ownLanguage.optional(),
  translations: customerServiceTranslations.default({}),
  csPosition: sequence.default(0),
  enabled: z.boolean().default(true),
});
export const boCustomerServicePatch = z.strictObject(customerServiceFields).partial();
export const boCustomerService = customerServiceEntry.extend({
  id: z.number().int(),
  language: languageCode,
  translations: customerServiceTranslations,
  enabled: z.boolean(),
});

const helpArticleFields = {
  term: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and -'),
  language: languageCode,
  category: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(200),
  content: html,
  sequence,
  enabled: z.boolean(),
};
export const boHelpArticleInput = z.strictObject({ ...helpArticleFields, sequence: sequence.default(0), enabled: z.boolean().default(true) });
export const boHelpArticlePatch = z.strictObject(helpArticleFields).partial();
export const boHelpArticle = helpArticle.extend({ id: z.number().int(), sequence: z.number().int(), enabled: z.boolean() });

export const uploadResult = z.object({ url: z.string(), contentType: z.enum(['image/png', 'image/jpeg']), size: z.number().int() });
