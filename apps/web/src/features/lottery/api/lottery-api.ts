import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  lotteryBoard,
  lotteryDrawView,
  lotteryGameView,
  lotteryMenu,
  lotteryMyBetsPage,
  lotteryOpenedPage,
  lotteryOrderResult,
  lotteryRecentGames,
  type LotteryOrderRequest,
  type LotteryOrderResult,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { lotteryKeys } from '../queries/keys';

export type LotteryPrizeMode = 'lott' | 'sea' | 'elott' | 'zy';

/** The lobby's menus, one per group; every game carries its next draw, so the list refreshes each minute. */
export const lotteryMenuQuery = (prizeMode: LotteryPrizeMode | null) =>
  queryOptions({
    queryKey: lotteryKeys.menu(prizeMode),
    queryFn: ({ signal }) =>
      api.get('/lgw/vn/games/game_menu', { params: { query: prizeMode ? { prizeMode } : {} }, signal, parse: (v) => lotteryMenu.parse(v) }),
    refetchInterval: 60_000,
  });

export const lotteryRecentQuery = (token: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.recentFor(token),
    queryFn: ({ signal }) => api.get('/lgw/vn/games/game_menu/recent', { signal, parse: (v) => lotteryRecentGames.parse(v) }),
    enabled: token !== null,
  });

export const lotteryBoardQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.board,
    queryFn: ({ signal }) => api.get('/lotto/lgw/games/opened/numero', { signal, parse: (v) => lotteryBoard.parse(v) }),
    refetchInterval: 30_000,
  });

export const lotteryOpenedQuery = (gameCode: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: lotteryKeys.opened(gameCode, pageNum, pageSize),
    queryFn: ({ signal }) =>
      api.get('/lgw/vn/numeros/opened/game', { params: { query: { gameCode, pageNum, pageSize } }, signal, parse: (v) => lotteryOpenedPage.parse(v) }),
    enabled: gameCode !== '',
    placeholderData: keepPreviousData,
  });

/** One game: terms, limits and the draws taking bets now. */
export const lotteryGameQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameCode),
    queryFn: ({ signal }) => api.get('/lgw/lottery/game', { params: { query: { gameCode } }, signal, parse: (v) => lotteryGameView.parse(v) }),
    refetchInterval: 60_000,
  });

export const lotteryDrawQuery = (drawId: string | null) =>
  queryOptions({
    queryKey: lotteryKeys.draw(drawId ?? ''),
    queryFn: ({ signal }) => api.get('/lgw/lottery/draw', { params: { query: { drawId: drawId ?? '' } }, signal, parse: (v) => lotteryDrawView.parse(v) }),
    enabled: drawId !== null,
    retry: false,
  });

export const lotteryMyBetsQuery = (token: string | null, gameCode: string | null, pageNum: number) =>
  queryOptions({
    queryKey: lotteryKeys.myBets(token, gameCode, pageNum),
    queryFn: ({ signal }) =>
      api.get('/lgw/lottery/bets', {
        params: { query: { pageNum, pageSize: 10, ...(gameCode ? { gameCode } : {}) } },
        signal,
        parse: (v) => lotteryMyBetsPage.parse(v),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const placeLotteryOrder = (body: LotteryOrderRequest): Promise<LotteryOrderResult> =>
  api.post('/lgw/lottery/orders', { body, parse: (v) => lotteryOrderResult.parse(v) });
