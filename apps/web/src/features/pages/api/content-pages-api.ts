import { queryOptions } from '@tanstack/react-query';
import { contentPagePageSize, type ContentPageKind, type LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { contentPageKeys } from '../queries/keys';

/** One page of cards of blog posts or news items, newest first. */
export const contentPageListQuery = (language: LanguageCode, kind: ContentPageKind, pageNo: number) =>
  queryOptions({
    queryKey: contentPageKeys.list(language, kind, pageNo),
    queryFn: ({ signal }) => api.get('/wps/content/pages', { params: { query: { kind, pageNo, pageSize: contentPagePageSize, language } }, signal }),
    staleTime: 60_000,
  });

/** One page by its slug; without one, the kind's single page (about us, responsible gaming, licences). */
export const contentPageQuery = (language: LanguageCode, kind: ContentPageKind, slug?: string) =>
  queryOptions({
    queryKey: contentPageKeys.page(language, kind, slug),
    queryFn: ({ signal }) => api.get('/wps/content/page', { params: { query: { kind, language, ...(slug ? { slug } : {}) } }, signal }),
    staleTime: 60_000,
    retry: false,
  });
