import {
  boAnnouncementInput,
  boAnnouncementPatch,
  boContentLanguages,
  boCustomerServiceInput,
  boCustomerServicePatch,
  boHelpArticleInput,
  boHelpArticlePatch,
  boNoticeInput,
  boNoticePatch,
  boPage,
  boPromotionCategory,
  boPromotionCategoryInput,
  boPromotionCategoryPatch,
  boPromotionInput,
  boPromotionPatch,
  boResourceInput,
  boResourcePatch,
  boContentPageInput,
  boContentPagePatch,
  deleted,
} from '@gp/contracts';
import type { z } from 'zod';
import { typedApi } from '../../../shared/http/typed-api';
import type { ContentEntity } from '../content-entities';
import type { ContentPath } from '../content-fields';
import { contentPageSize } from './content-api';

type Row = Record<string, unknown>;

const listPath = (path: ContentPath) => `/bo/content/${path}` as const;
const entryPath = (path: ContentPath) => `/bo/content/${path}/{id}` as const;

/** The merchant's default and supported languages (content staff may not read the merchant settings). */
export const fetchContentLanguages = (signal?: AbortSignal) => typedApi.get('/bo/content/languages', { signal, parse: (v) => boContentLanguages.parse(v) });

/** `filter`: a value of the entity's filter field, or '' for every entry. */
export const fetchContentPage = async (entity: ContentEntity, pageNo: number, signal?: AbortSignal, filter = '') => {
  const page = await typedApi.get(listPath(entity.path), {
    params: { query: { pageNo, pageSize: contentPageSize, ...(entity.filter && filter ? { [entity.filter.name]: filter } : {}) } },
    signal,
    parse: (v) => boPage(entity.output).parse(v),
  });
  return page as Omit<z.infer<ReturnType<typeof boPage>>, 'list'> & { list: Row[] };
};

// The form has already checked `body` with the entity's input schema. Each path's body has its own
// type in the document, so the body is read again with that path's contract schema (the same
// schema, or its patch form), which gives it that type; the values themselves do not change.

export const createContent = (entity: ContentEntity, body: Row) => {
  const parse = (v: unknown) => entity.output.parse(v);
  switch (entity.path) {
    case 'notices':
      return typedApi.post('/bo/content/notices', { body: boNoticeInput.parse(body), parse });
    case 'announcements':
      return typedApi.post('/bo/content/announcements', { body: boAnnouncementInput.parse(body), parse });
    case 'promotions':
      return typedApi.post('/bo/content/promotions', { body: boPromotionInput.parse(body), parse });
    case 'promotionCategories':
      return typedApi.post('/bo/content/promotionCategories', { body: boPromotionCategoryInput.parse(body), parse });
    case 'resources':
      return typedApi.post('/bo/content/resources', { body: boResourceInput.parse(body), parse });
    case 'customerService':
      return typedApi.post('/bo/content/customerService', { body: boCustomerServiceInput.parse(body), parse });
    case 'helpArticles':
      return typedApi.post('/bo/content/helpArticles', { body: boHelpArticleInput.parse(body), parse });
    case 'pages':
      return typedApi.post('/bo/content/pages', { body: boContentPageInput.parse(body), parse });
  }
};

export const updateContent = (entity: ContentEntity, id: number, body: Row) => {
  const options = { params: { path: { id } }, parse: (v: unknown) => entity.output.parse(v) };
  switch (entity.path) {
    case 'notices':
      return typedApi.patch('/bo/content/notices/{id}', { ...options, body: boNoticePatch.parse(body) });
    case 'announcements':
      return typedApi.patch('/bo/content/announcements/{id}', { ...options, body: boAnnouncementPatch.parse(body) });
    case 'promotions':
      return typedApi.patch('/bo/content/promotions/{id}', { ...options, body: boPromotionPatch.parse(body) });
    case 'promotionCategories':
      return typedApi.patch('/bo/content/promotionCategories/{id}', { ...options, body: boPromotionCategoryPatch.parse(body) });
    case 'resources':
      return typedApi.patch('/bo/content/resources/{id}', { ...options, body: boResourcePatch.parse(body) });
    case 'customerService':
      return typedApi.patch('/bo/content/customerService/{id}', { ...options, body: boCustomerServicePatch.parse(body) });
    case 'helpArticles':
      return typedApi.patch('/bo/content/helpArticles/{id}', { ...options, body: boHelpArticlePatch.parse(body) });
    case 'pages':
      return typedApi.patch('/bo/content/pages/{id}', { ...options, body: boContentPagePatch.parse(body) });
  }
};

export const deleteContent = (entity: ContentEntity, id: number) =>
  typedApi.delete(entryPath(entity.path), { params: { path: { id } }, parse: (v) => deleted.parse(v) });

/** Every promotion category (the list is short), for the promotion form's select. */
export const fetchPromotionCategories = async (signal?: AbortSignal) =>
  (
    await typedApi.get('/bo/content/promotionCategories', {
      params: { query: { pageNo: 1, pageSize: 200 } },
      signal,
      parse: (v) => boPage(boPromotionCategory).parse(v),
    })
  ).list;
