import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PointEntrySource } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { periodParams, type PeriodFilter } from '../../cashier/api/records-api';
import { pointsKeys } from '../queries/keys';

export const pointsPageSize = 20;

/** The member's points: balance, earned and spent. */
export const pointBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) => api.get('/wps/relay/MCS2_pointBalance', { signal }),
    enabled: token !== null,
  });

/** The rules: the member's rates and every level's. */
export const pointConfigQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointsKeys.config(token),
    queryFn: ({ signal }) => api.get('/wps/relay/MCS2_pointConfig', { signal }),
    enabled: token !== null,
  });

export type PointDetailsFilter = { period: PeriodFilter; source: PointEntrySource | ''; pageNo: number };

/** The member's points movements in a period, by source, a page at a time. */
export const pointDetailsQuery = (token: string | null, filter: PointDetailsFilter, enabled = true) =>
  queryOptions({
    queryKey: pointsKeys.details(token, filter),
    queryFn: ({ signal }) =>
      api.get('/wps/relay/ODSFE2_MemTransDet', {
        params: { query: { ...periodParams(filter.period), source: filter.source || undefined, pageNo: filter.pageNo, pageSize: pointsPageSize } },
        signal,
      }),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
