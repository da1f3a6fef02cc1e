import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { winnersKeys } from '../queries/keys';

export type WinnersBoard = 'ALL' | 'JACKPOT' | 'BIGWIN';
export const winnersPageSize = 20;

export const winnersQuery = (language: LanguageCode, board: WinnersBoard, pageNo: number) =>
  queryOptions({
    queryKey: winnersKeys.page(language, board, pageNo),
    queryFn: ({ signal }) => api.get('/lgw/games/winners', { params: { query: { board, language, pageNo, pageSize: winnersPageSize } }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
