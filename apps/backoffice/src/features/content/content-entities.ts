import {
  announcementAudiences,
  announcementTypes,
  boAnnouncement,
  boAnnouncementInput,
  boCustomerService,
  boCustomerServiceInput,
  boHelpArticle,
  boHelpArticleInput,
  boNotice,
  boNoticeInput,
  boPromotion,
  boPromotionInput,
  boPromotionCategory,
  boPromotionCategoryInput,
  boResource,
  boResourceInput,
  boContentPage,
  boContentPageInput,
  contentPageKinds,
} from '@gp/contracts';
import type { z } from 'zod';
import type { ContentField, ContentPath, TranslatedPart } from './content-fields';

const titled = (content: 'textarea' | 'html'): readonly TranslatedPart[] => [
  { name: 'title', label: 'title', kind: 'text', required: true },
  { name: 'content', label: 'content', kind: content },
];
/** The language of the own text, just before the other languages' texts. */
const language: ContentField = { name: 'language', kind: 'language' };

export type ContentEntity = {
  path: ContentPath;
  /** i18n key prefix, e.g. notices → notices.title, notices.field.content. */
  key: string;
  /** Contract schemas: what the list answers per row, and what create (and edit) sends. */
  output: z.ZodObject;
  input: z.ZodObject;
  fields: readonly ContentField[];
  columns: readonly string[];
  /** The field shown as the entry's name in the delete confirmation and row label. */
  labelField: string;
  /** HTML field the server sanitises; its saved version is previewed from the server's answer. */
  htmlField?: string;
  /** A select above the list that shows the entries of one value of this field (all when none is picked). */
  filter?: { name: string; options: readonly string[] };
};

export const contentEntities: Record<ContentPath, ContentEntity> = {
  notices: {
    path: 'notices',
    key: 'notices',
    output: boNotice,
    input: boNoticeInput,
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'content', kind: 'textarea' },
      language,
      { name: 'translations', kind: 'translations', parts: titled('textarea') },
      { name: 'sequence', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'language', 'missingLanguages', 'sequence', 'enabled'],
    labelField: 'title',
  },
  announcements: {
    path: 'announcements',
    key: 'announcements',
    output: boAnnouncement,
    input: boAnnouncementInput,
    fields: [
      { name: 'type', kind: 'select', options: announcementTypes, translate: true },
      { name: 'execution', kind: 'select', options: announcementAudiences, translate: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'content', kind: 'html' },
      language,
      { name: 'translations', kind: 'translations', parts: titled('html') },
      { name: 'sequence', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'type', 'execution', 'language', 'missingLanguages', 'sequence', 'enabled'],
    labelField: 'title',
    htmlField: 'content',
  },
  promotions: {
    path: 'promotions',
    key: 'promotions',
    output: boPromotion,
    input: boPromotionInput,
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'category', kind: 'promotionCategory', required: true },
      { name: 'announcementImages', kind: 'images' },
      { name: 'content', kind: 'html' },
      language,
      { name: 'translations', kind: 'translations', parts: titled('html') },
      { name: 'startAt', kind: 'datetime' },
      { name: 'endAt', kind: 'datetime' },
      { name: 'sequence', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'category', 'announcementImages', 'language', 'missingLanguages', 'sequence', 'enabled'],
    labelField: 'title',
    htmlField: 'content',
  },
  promotionCategories: {
    path: 'promotionCategories',
    key: 'promotionCategories',
    output: boPromotionCategory,
    input: boPromotionCategoryInput,
    fields: [
      { name: 'code', kind: 'url', required: true },
      { name: 'name', kind: 'text', required: true },
      language,
      { name: 'translations', kind: 'translations', parts: [{ name: 'name', label: 'name', kind: 'text', required: true }] },
      { name: 'sequence', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['code', 'name', 'language', 'missingLanguages', 'sequence', 'enabled'],
    labelField: 'name',
  },
  resources: {
    path: 'resources',
    key: 'resources',
    output: boResource,
    input: boResourceInput,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'labelNameEn', kind: 'text', required: true },
      language,
      { name: 'translations', kind: 'translations', parts: [{ name: 'label', label: 'labelNameEn', kind: 'text', required: true }] },
      { name: 'resourceType', kind: 'text', required: true },
      { name: 'url', kind: 'url', required: true },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['name', 'labelNameEn', 'resourceType', 'enabled'],
    labelField: 'name',
  },
  customerService: {
    path: 'customerService',
    key: 'customerService',
    output: boCustomerService,
    input: boCustomerServiceInput,
    fields: [
      { name: 'csType', kind: 'select', options: ['LIVECHAT', 'TELEGRAM', 'FACEBOOK'], translate: true },
      { name: 'title', kind: 'text', required: true },
      language,
      { name: 'translations', kind: 'translations', parts: [{ name: 'title', label: 'title', kind: 'text', required: true }] },
      { name: 'path', kind: 'url', required: true },
      { name: 'csPosition', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'csType', 'csPosition', 'enabled'],
    labelField: 'title',
  },
  helpArticles: {
    path: 'helpArticles',
    key: 'helpArticles',
    output: boHelpArticle,
    input: boHelpArticleInput,
    fields: [
      { name: 'term', kind: 'url', required: true },
      language,
      { name: 'category', kind: 'text', required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'content', kind: 'html' },
      { name: 'sequence', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'term', 'language', 'category', 'sequence', 'enabled'],
    labelField: 'title',
    htmlField: 'content',
  },
  pages: {
    path: 'pages',
    key: 'pages',
    output: boContentPage,
    input: boContentPageInput,
    fields: [
      { name: 'kind', kind: 'select', options: contentPageKinds, translate: true },
      { name: 'slug', kind: 'url', required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'summary', kind: 'textarea' },
      { name: 'coverUrl', kind: 'image' },
      { name: 'content', kind: 'html' },
      language,
      {
        name: 'translations',
        kind: 'translations',
        parts: [
          { name: 'title', label: 'title', kind: 'text', required: true },
          { name: 'summary', label: 'summary', kind: 'textarea' },
          { name: 'content', label: 'content', kind: 'html' },
        ],
      },
      { name: 'publishedAt', kind: 'datetime' },
      { name: 'enabled', kind: 'switch' },
    ],
    columns: ['title', 'kind', 'slug', 'publishedAt', 'language', 'missingLanguages', 'enabled'],
    labelField: 'title',
    htmlField: 'content',
    filter: { name: 'kind', options: contentPageKinds },
  },
};
