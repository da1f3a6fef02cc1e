import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BonusDetailsPage, PersonalProfit, RecordDatePreset, RecordType, TransactionHistoryPage } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/** A period as the filters hold it: a preset, or custom from/to days (YYYY-MM-DD). */
export type PeriodFilter = { preset: RecordDatePreset } | { preset: 'custom'; from: string; to: string };

const periodParams = (period: PeriodFilter): Record<string, string> =>
  period.preset === 'custom' ? { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) } : { preset: period.preset };

const path = (base: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
};

export const recordsPageSize = 20;

export const transactionHistoryQuery = (token: string | null, filter: { period: PeriodFilter; type: RecordType | ''; pageNo: number }) =>
  queryOptions({
    queryKey: cashierKeys.transactionHistory(token, filter),
    queryFn: ({ signal }) =>
      api.get<TransactionHistoryPage>(
        path('/wps/member/transactionHistory', {
          ...periodParams(filter.period),
          type: filter.type || undefined,
          pageNo: filter.pageNo,
          pageSize: recordsPageSize,
        }),
        { signal },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const personalProfitQuery = (token: string | null, period: PeriodFilter) =>
  queryOptions({
    queryKey: cashierKeys.personalProfit(token, period),
    queryFn: ({ signal }) => api.get<PersonalProfit>(path('/wps/member/personalProfit', periodParams(period)), { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const bonusDetailsQuery = (token: string | null, filter: { period: PeriodFilter; pageNo: number }) =>
  queryOptions({
    queryKey: cashierKeys.bonusDetails(token, filter),
    queryFn: ({ signal }) =>
      api.get<BonusDetailsPage>(path('/wps/member/bonusDetails', { ...periodParams(filter.period), pageNo: filter.pageNo, pageSize: recordsPageSize }), {
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
