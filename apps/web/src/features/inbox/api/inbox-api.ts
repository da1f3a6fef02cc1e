import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InboxItemOpened, InboxList, InboxUnread, LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { inboxKeys } from '../queries/keys';

/** How often the menus ask for the unread count while the tab is visible. */
const unreadPollMs = 20_000;
const pageSize = 20;

export const inboxUnreadQuery = (token: string | null) =>
  queryOptions({
    queryKey: inboxKeys.unread(token),
    queryFn: ({ signal }): Promise<InboxUnread> => api.post('/wps/relay/CSP_unreadCount', { signal }),
    enabled: token !== null,
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: unreadPollMs,
    staleTime: 5_000,
  });

/** The inbox a page at a time, newest first; the next page starts before the last item shown. */
export const inboxListQuery = (token: string | null, language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(token, language),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<InboxList> =>
      api.get('/wps/member/inbox', { params: { query: { pageSize, language, ...(pageParam ? { before: pageParam } : {}) } }, signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: token !== null,
  });

/** Opening an item marks it read and answers its full text. */
export const openInboxItem = (id: string, language: LanguageCode): Promise<InboxItemOpened> =>
  api.get('/wps/member/inbox/item', { params: { query: { id, language } } });

/** Every item read when `ids` is left out. */
export const markInboxRead = (ids?: string[]): Promise<InboxUnread> => api.post('/wps/member/inbox/read', { body: ids ? { ids } : {} });

export const deleteInboxItems = (ids: string[]): Promise<InboxUnread> => api.post('/wps/member/inbox/delete', { body: { ids } });
