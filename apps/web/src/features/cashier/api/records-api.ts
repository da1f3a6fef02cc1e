import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordDatePreset, RecordType } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/** A period as the filters hold it: a preset, or custom from/to days (YYYY-MM-DD). */
export type PeriodFilter = { preset: RecordDatePreset } | { preset: 'custom'; from: string; to: string };

/** The period's query values; a blank custom day is left out by the client. */
export const periodParams = (period: PeriodFilter): { preset?: RecordDatePreset; from?: string; to?: string } =>
  period.preset === 'custom' ? { from: period.from, to: period.to } : { preset: period.preset };

export const recordsPageSize = 20;

export const transactionHistoryQuery = (token: string | null, filter: { period: PeriodFilter; type: RecordType | ''; pageNo: number }) =>
  queryOptions({
    queryKey: cashierKeys.transactionHistory(token, filter),
    queryFn: ({ signal }) =>
      api.get('/wps/member/transactionHistory', {
        params: { query: { ...periodParams(filter.period), type: filter.type || undefined, pageNo: filter.pageNo, pageSize: recordsPageSize } },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const personalProfitQuery = (token: string | null, period: PeriodFilter) =>
  queryOptions({
    queryKey: cashierKeys.personalProfit(token, period),
    queryFn: ({ signal }) => api.get('/wps/member/personalProfit', { params: { query: periodParams(period) }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const bonusDetailsQuery = (token: string | null, filter: { period: PeriodFilter; pageNo: number }) =>
  queryOptions({
    queryKey: cashierKeys.bonusDetails(token, filter),
    queryFn: ({ signal }) =>
      api.get('/wps/member/bonusDetails', {
        params: { query: { ...periodParams(filter.period), pageNo: filter.pageNo, pageSize: recordsPageSize } },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
