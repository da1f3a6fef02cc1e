import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bettingRecordPage, bettingRoundDetail, type BettingRoundStatus, type GameCategory, type LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';
import { periodParams, recordsPageSize, type PeriodFilter } from './records-api';

export type BettingFilter = { period: PeriodFilter; gameType: GameCategory | ''; status: BettingRoundStatus | ''; pageNo: number };

/** The member's rounds (personalHistoryCopy). Under the records key, so a balance change refreshes it. */
export const bettingRecordQuery = (token: string | null, language: LanguageCode, filter: BettingFilter) =>
  queryOptions({
    queryKey: cashierKeys.bettingRecord(token, language, filter),
    queryFn: ({ signal }) =>
      api.get('/wps/member/bettingRecord', {
        params: {
          query: {
            ...periodParams(filter.period),
            gameType: filter.gameType || undefined,
            status: filter.status || undefined,
            language,
            pageNo: filter.pageNo,
            pageSize: recordsPageSize,
          },
        },
        signal,
        parse: (v) => bettingRecordPage.parse(v),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** One round with its wallet calls and ledger movements. */
export const bettingRoundQuery = (token: string | null, language: LanguageCode, id: string | null) =>
  queryOptions({
    queryKey: cashierKeys.bettingRound(token, language, id),
    queryFn: ({ signal }) =>
      // The list gives a round's id as text; the path takes the number the server reads it as.
      api.get('/wps/member/bettingRecord/{id}', {
        params: { path: { id: Number(id) }, query: { language } },
        signal,
        parse: (v) => bettingRoundDetail.parse(v),
      }),
    enabled: token !== null && id !== null,
  });
