import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { Announcement, AnnouncementPage, Banner, HelpArticle, Notice, Promotion } from '../../games/components/catalog/catalog-types';
import { listOf } from '../../games/components/catalog/list-of';
import type { PromotionCategory } from '../components/promotion-tabs';
import { contentKeys } from './keys';

/** Whom announcements are for: A signed-in players, B visitors. */
export type AnnouncementAudience = 'A' | 'B';

/** The banner slots of the player site. */
export type BannerGroup = 'w_home' | 'w_game' | 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget' | 'w_pagcor';

export const bannersQuery = (language: LanguageCode, group: BannerGroup) =>
  queryOptions({
    queryKey: contentKeys.banners(language, group),
    queryFn: async ({ signal }) => listOf<Banner>(await api.get('/wps/content/banners', { params: { query: { group, language } }, signal })),
    staleTime: 5 * 60_000,
  });

export const noticesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.notices(language),
    queryFn: async ({ signal }) => listOf<Notice>(await api.get('/wps/content/notices', { params: { query: { language } }, signal })),
    staleTime: 5 * 60_000,
  });

export const promotionsQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.promotions(language),
    queryFn: async ({ signal }) => listOf<Promotion>(await api.get('/wps/content/promotions', { params: { query: { language } }, signal })),
    staleTime: 5 * 60_000,
  });

/** The promotion categories, enabled ones in sequence, named in the visitor's language. */
export const promotionCategoriesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.promotionCategories(language),
    queryFn: async ({ signal }) => listOf<PromotionCategory>(await api.get('/wps/content/promotionCategories', { params: { query: { language } }, signal })),
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (language: LanguageCode, execution: AnnouncementAudience, pageNo = 1) =>
  queryOptions({
    queryKey: contentKeys.announcements(language, execution, pageNo),
    queryFn: async ({ signal }): Promise<AnnouncementPage> => {
      // Read defensively: the relay may leave out the paging fields.
      const value: Partial<AnnouncementPage> = await api.get('/wps/relay/getListAnnouncements', {
        params: { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution, pageNo, language } },
        signal,
      });
      const list = listOf<Announcement>(value);
      return {
        list,
        pageNo: value.pageNo ?? pageNo,
        pageSize: value.pageSize ?? list.length,
        total: value.total ?? list.length,
        totalPages: value.totalPages ?? 1,
      };
    },
    staleTime: 60_000,
  });

export const announcementContentQuery = (language: LanguageCode, id: number) =>
  queryOptions({
    queryKey: contentKeys.announcement(language, id),
    queryFn: ({ signal }) => api.get('/wps/relay/getAnnouncementContentV2', { params: { query: { id, language } }, signal }),
    staleTime: 5 * 60_000,
  });

export const helpCenterQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.help(language),
    queryFn: async ({ signal }) =>
      listOf<HelpArticle>(await api.get('/wps/system/helpCenter', { params: { query: { lang: language, device: 'WEB' } }, signal }), 'articles'),
    staleTime: 5 * 60_000,
  });
