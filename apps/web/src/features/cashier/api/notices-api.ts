import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/** How often the header asks for new notices while the tab is visible. */
const noticePollMs = 20_000;

export const noticesQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.notices(token),
    queryFn: ({ signal }) => api.get('/wps/member/notices', { signal }),
    enabled: token !== null,
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: noticePollMs,
    staleTime: 5_000,
  });

/** All notices read when `ids` is left out. */
export const markNoticesRead = (ids?: string[]) => api.post('/wps/member/notices/read', { body: ids ? { ids } : {} });
