import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { queryString as query } from '../../../shared/query-string';
import type { Announcement, AnnouncementPage, Banner, HelpArticle, Notice, Promotion } from '../../games/components/catalog/catalog-types';
import { listOf } from '../../games/components/catalog/list-of';
import { contentKeys } from './keys';

export const bannersQuery = (language: LanguageCode, group: string) =>
  queryOptions({
    queryKey: contentKeys.banners(language, group),
    queryFn: async ({ signal }) => listOf<Banner>(await api.get(`/wps/content/banners?${query({ group })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const noticesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.notices(language),
    queryFn: async ({ signal }) => listOf<Notice>(await api.get(`/wps/content/notices?${query({ language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const promotionsQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.promotions(language),
    queryFn: async ({ signal }) => listOf<Promotion>(await api.get(`/wps/content/promotions?${query({ language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (language: LanguageCode, execution: string, pageNo = 1) =>
  queryOptions({
    queryKey: contentKeys.announcements(language, execution, pageNo),
    queryFn: async ({ signal }): Promise<AnnouncementPage> => {
      const value = await api.get<Partial<AnnouncementPage>>(
        `/wps/relay/getListAnnouncements?${query({ types: 'B,PL,PU,PR,H', platform: 'W', execution, pageNo, language })}`,
        {
          signal,
        },
      );
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
    queryFn: ({ signal }) =>
      api.get<{ id: number; title: string; content: string }>(`/wps/relay/getAnnouncementContentV2?${query({ id, language })}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const helpCenterQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.help(language),
    queryFn: async ({ signal }) =>
      listOf<HelpArticle>(await api.get(`/wps/system/helpCenter?${query({ lang: language, device: 'WEB' })}`, { signal }), 'articles'),
    staleTime: 5 * 60_000,
  });
