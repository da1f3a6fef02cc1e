import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  bettingRecordPage,
  bettingRoundDetail,
  type BettingRecordPage,
  type BettingRoundDetail,
  type BettingRoundStatus,
  type GameCategory,
  type LanguageCode,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';
import { recordsPageSize, type PeriodFilter } from './records-api';

export type BettingFilter = { period: PeriodFilter; gameType: GameCategory | ''; status: BettingRoundStatus | ''; pageNo: number };

const search = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
};

const periodParams = (period: PeriodFilter) => (period.preset === 'custom' ? { from: period.from, to: period.to } : { preset: period.preset });

/** The member's rounds (personalHistoryCopy). Under the records key, so a balance change refreshes it. */
export const bettingRecordQuery = (token: string | null, language: LanguageCode, filter: BettingFilter) =>
  queryOptions({
    queryKey: cashierKeys.bettingRecord(token, language, filter),
    queryFn: ({ signal }) =>
      api.get<BettingRecordPage>(
        `/wps/member/bettingRecord?${search({ ...periodParams(filter.period), gameType: filter.gameType, status: filter.status, language, pageNo: filter.pageNo, pageSize: recordsPageSize })}`,
        { signal, parse: (v) => bettingRecordPage.parse(v) },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** One round with its wallet calls and ledger movements. */
export const bettingRoundQuery = (token: string | null, language: LanguageCode, id: string | null) =>
  queryOptions({
    queryKey: cashierKeys.bettingRound(token, language, id),
    queryFn: ({ signal }) =>
      api.get<BettingRoundDetail>(`/wps/member/bettingRecord/${encodeURIComponent(id ?? '')}?${search({ language })}`, {
        signal,
        parse: (v) => bettingRoundDetail.parse(v),
      }),
    enabled: token !== null && id !== null,
  });
