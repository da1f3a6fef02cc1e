import {
  boAnnouncement,
  boAnnouncementInput,
  boAnnouncementPatch,
  boBanner,
  boBannerInput,
  boBannerPatch,
  boCustomerService,
  boCustomerServiceInput,
  boCustomerServicePatch,
  boHelpArticle,
  boHelpArticleInput,
  boHelpArticlePatch,
  boNotice,
  boNoticeInput,
  boNoticePatch,
  boPromotion,
  boPromotionInput,
  boPromotionPatch,
  boResource,
  boResourceInput,
  boResourcePatch,
  type LanguageCode,
} from '@gp/contracts';
import type {
  ContentAnnouncementsTable,
  ContentBannersTable,
  ContentHelpArticlesTable,
  ContentNoticesTable,
  ContentPromotionsTable,
  CustomerServiceEntriesTable,
  ResourcesTable,
} from '@gp/db';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ContentRowFilter, ContentTableName, LooseRow } from './content-admin.repository';
import { toPromotion } from './content.service';
import { cleanHtml } from './sanitize';
import { missingLanguages } from './translation';

/** One kind of content the back office edits: its table, its schemas and the mapping both ways. */
export type ContentEntity<I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>> = {
  /** Singular, for audit actions (content.<name>.create). */
  name: string;
  /** Under /bo/content/. */
  path: string;
  table: ContentTableName;
  order: string[];
  input: I;
  patch: P;
  output: O;
  /** Only the fields given; HTML is cleaned here, on write. */
  toRow: (value: Partial<z.infer<I>>) => Record<string, unknown>;
  /** `supported`: the merchant's languages, for the languages a translated entry still lacks. */
  fromRow: (row: LooseRow, supported: readonly LanguageCode[]) => z.infer<O>;
  /** Set for entries with text of their own: a new one without a language is in the merchant's default. */
  ownLanguage?: true;
  /** The back office's list query when it takes more than the page (default boPageQuery), and the filter it makes. */
  listQuery?: z.ZodType;
  filterOf?: (query: Record<string, unknown>) => ContentRowFilter;
};

const entity = <I extends z.ZodType, P extends z.ZodType, O extends z.ZodType<{ id: number }>>(e: ContentEntity<I, P, O>) => e;

/** Drops the fields a partial update leaves out, so they keep their stored value. */
const given = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const html = (v: string | undefined) => (v === undefined ? undefined : cleanHtml(v));
type Texts = Partial<Record<string, { title: string; content: string }>>;
/** Translations as stored: JSON, with each language's HTML cleaned like the entry's own. */
const translations = (v: Texts | undefined, cleanContent: boolean) =>
  v === undefined
    ? undefined
    : JSON.stringify(
        Object.fromEntries(
          Object.entries(v).map(([code, text]) => [code, text && { title: text.title, content: cleanContent ? cleanHtml(text.content) : text.content }]),
        ),
      );
const json = (v: object | undefined) => (v === undefined ? undefined : JSON.stringify(v));
/** The language fields of a translated entry as the back office reads them. */
const languagesOf = (r: { language: string; translations: Texts }, supported: readonly LanguageCode[]) => ({
  language: r.language as LanguageCode,
  translations: r.translations,
  missingLanguages: missingLanguages(supported, r.language, r.translations),
});

export const bannerEntity = entity({
  name: 'banner',
  path: 'banners',
  table: 'content_banners',
  order: ['group_name', 'sequence'],
  input: boBannerInput,
  patch: boBannerPatch,
  output: boBanner,
  ownLanguage: true,
  toRow: (v) =>
    given({
      group_name: v.groupName,
      url: v.url,
      linkage_type: v.linkageType,
      link_target: v.linkTarget,
      sequence: v.sequence,
      enabled: v.enabled,
      headline: v.headline,
      subline: v.subline,
      cta: v.cta,
      language: v.language,
      translations: json(v.translations),
    }),
  fromRow: (row, supported) => {
    const r = row as unknown as Selectable<ContentBannersTable>;
    return boBanner.parse({
      id: r.id,
      groupName: r.group_name,
      url: r.url,
      linkageType: r.linkage_type,
      linkTarget: r.link_target,
      sequence: r.sequence,
      headline: r.headline,
      subline: r.subline,
      cta: r.cta,
      language: r.language,
      translations: r.translations,
      // An image-only banner has no words, so no language is missing from it.
      missingLanguages: r.headline === '' && Object.keys(r.translations).length === 0 ? [] : missingLanguages(supported, r.language, r.translations),
      enabled: r.enabled,
    });
  },
});

export const noticeEntity = entity({
  name: 'notice',
  path: 'notices',
  table: 'content_notices',
  order: ['sequence'],
  input: boNoticeInput,
  patch: boNoticePatch,
  output: boNotice,
  ownLanguage: true,
  toRow: (v) =>
    given({
      title: v.title,
      content: v.content,
      language: v.language,
      translations: translations(v.translations, false),
      sequence: v.sequence,
      enabled: v.enabled,
    }),
  fromRow: (row, supported) => {
    const r = row as unknown as Selectable<ContentNoticesTable>;
    return { id: r.id, title: r.title, content: r.content, ...languagesOf(r, supported), sequence: r.sequence, enabled: r.enabled };
  },
});

export const announcementEntity = entity({
  name: 'announcement',
  path: 'announcements',
  table: 'content_announcements',
  order: ['execution', 'type', 'sequence'],
  input: boAnnouncementInput,
  patch: boAnnouncementPatch,
  output: boAnnouncement,
  ownLanguage: true,
  toRow: (v) =>
    given({
      type: v.type,
      execution: v.execution,
      title: v.title,
      content: html(v.content),
      language: v.language,
      translations: translations(v.translations, true),
      sequence: v.sequence,
      enabled: v.enabled,
    }),
  fromRow: (row, supported) => {
    const r = row as unknown as Selectable<ContentAnnouncementsTable>;
    return {
      id: r.id,
      type: r.type,
      execution: r.execution,
      title: r.title,
      content: r.content,
      ...languagesOf(r, supported),
      createdAt: r.created_at.toISOString(),
      sequence: r.sequence,
      enabled: r.enabled,
    };
  },
});

export const promotionEntity = entity({
  name: 'promotion',
  path: 'promotions',
  table: 'content_promotions',
  order: ['sequence'],
  input: boPromotionInput,
  patch: boPromotionPatch,
  output: boPromotion,
  ownLanguage: true,
  toRow: (v) =>
    given({
      title: v.title,
      category: v.category,
      images: v.announcementImages === undefined ? undefined : JSON.stringify(v.announcementImages),
      content: html(v.content),
      language: v.language,
      translations: translations(v.translations, true),
      start_at: v.startAt === undefined ? undefined : v.startAt && new Date(v.startAt),
      end_at: v.endAt === undefined ? undefined : v.endAt && new Date(v.endAt),
      sequence: v.sequence,
      enabled: v.enabled,
    }),
  fromRow: (row, supported) => {
    const r = row as unknown as Selectable<ContentPromotionsTable>;
    return { ...toPromotion(r), ...languagesOf(r, supported), sequence: r.sequence, enabled: r.enabled };
  },
});

export const resourceEntity = entity({
  name: 'resource',
  path: 'resources',
  table: 'resources',
  order: ['name'],
  input: boResourceInput,
  patch: boResourcePatch,
  output: boResource,
  ownLanguage: true,
  toRow: (v) =>
    given({
      name: v.name,
      label_name_en: v.labelNameEn,
      language: v.language,
      translations: json(v.translations),
      resource_type: v.resourceType,
      url: v.url,
      enabled: v.enabled,
    }),
  fromRow: (row) => {
    const r = row as unknown as Selectable<ResourcesTable>;
    return {
      id: r.id,
      name: r.name,
      labelNameEn: r.label_name_en,
      language: r.language as LanguageCode,
      translations: r.translations,
      resourceType: r.resource_type,
      url: r.url,
      enabled: r.enabled,
    };
  },
});

export const customerServiceEntity = entity({
  name: 'customerService',
  path: 'customerService',
  table: 'customer_service_entries',
  order: ['cs_position'],
  input: boCustomerServiceInput,
  patch: boCustomerServicePatch,
  output: boCustomerService,
  ownLanguage: true,
  toRow: (v) =>
    given({
      cs_type: v.csType,
      cs_position: v.csPosition,
      title: v.title,
      language: v.language,
      translations: json(v.translations),
      path: v.path,
      enabled: v.enabled,
    }),
  fromRow: (row) => {
    const r = row as unknown as Selectable<CustomerServiceEntriesTable>;
    return {
      id: r.id,
      csType: r.cs_type,
      csPosition: r.cs_position,
      title: r.title,
      language: r.language as LanguageCode,
      translations: r.translations,
      path: r.path,
      enabled: r.enabled,
    };
  },
});

export const helpArticleEntity = entity({
  name: 'helpArticle',
  path: 'helpArticles',
  table: 'content_help_articles',
  order: ['language', 'sequence', 'term'],
  input: boHelpArticleInput,
  patch: boHelpArticlePatch,
  output: boHelpArticle,
  toRow: (v) =>
    given({ term: v.term, language: v.language, category: v.category, title: v.title, content: html(v.content), sequence: v.sequence, enabled: v.enabled }),
  fromRow: (row) => {
    const r = row as unknown as Selectable<ContentHelpArticlesTable>;
    return boHelpArticle.parse({
      id: r.id,
      term: r.term,
      language: r.language,
      category: r.category,
      title: r.title,
      content: r.content,
      sequence: r.sequence,
      enabled: r.enabled,
    });
  },
});
