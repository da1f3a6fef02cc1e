import { queryOptions } from '@tanstack/react-query';
import type { MemberNoticeList, MemberNoticesReadResponse } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/** How often the header asks for new notices while the tab is visible. */
const noticePollMs = 20_000;

export const noticesQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.notices(token),
    queryFn: ({ signal }) => api.get<MemberNoticeList>('/wps/member/notices', { signal }),
    enabled: token !== null,
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: noticePollMs,
    staleTime: 5_000,
  });

/** All notices read when `ids` is left out. */
export const markNoticesRead = (ids?: string[]) => api.post<MemberNoticesReadResponse>('/wps/member/notices/read', ids ? { ids } : {});
