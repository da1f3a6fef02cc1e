import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GameCategory, LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { Game, GameMenu, Vendor, WinnerEntry } from '../components/catalog/catalog-types';
import { listOf } from '../components/catalog/list-of';
import { winnerBoardLimit } from '../../home/components/carousel-rules';
import { gameKeys } from './keys';

/** Game list page size. */
const gamePageSize = 20;

export const gameMenusQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: gameKeys.menus(language),
    queryFn: async ({ signal }) => listOf<GameMenu>(await api.get('/lgw/games/game_menus', { params: { query: { language } }, signal }), 'menus'),
    staleTime: 5 * 60_000,
  });

export const hotGamesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: async ({ signal }) =>
      listOf<Game>(
        await api.get('/wps/relay/GCSGAME_hotGamesV2', { params: { query: { platform: 'flash,html5-desktop', isPlatform: '2', language } }, signal }),
      ),
    staleTime: 5 * 60_000,
  });

export type GameListFilter = { gameType?: GameCategory; vassalage?: string; keyword?: string };

const gameListPage = (language: LanguageCode, filter: GameListFilter, pageNo: number, pageSize: number, signal: AbortSignal) =>
  api.get('/wps/relay/GCSGAME_gameList', {
    params: { query: { clientType: '3', platform: 'html5-desktop', language, pageNo, pageSize, ...filter } },
    signal,
  });

/** The first page of one category's games (the home page's rows). */
export const gamesQuery = (language: LanguageCode, filter: GameListFilter, pageSize = gamePageSize) =>
  queryOptions({
    queryKey: gameKeys.games(language, filter, pageSize),
    queryFn: async ({ signal }) => listOf<Game>(await gameListPage(language, filter, 1, pageSize, signal)),
    staleTime: 60_000,
  });

export const gamePagesQuery = (language: LanguageCode, filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.gamePages(language, filter),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const value = await gameListPage(language, filter, pageParam, gamePageSize, signal);
      const games = listOf<Game>(value);
      const totalPages = Array.isArray(value) ? undefined : value.totalPages;
      return { games, pageNo: pageParam, totalPages };
    },
    getNextPageParam: (last) => {
      if (last.totalPages !== undefined) return last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
      return last.games.length === gamePageSize ? last.pageNo + 1 : undefined;
    },
    staleTime: 60_000,
  });

/**
 * One game's catalog entry by vendor and code, for the game page's name: the catalog search within
 * the vendor, kept to the exact code. A card that opens the page leaves its entry here first, so
 * the search runs only for a page opened by address (or after a language change). Null when the
 * catalog has no such enabled game.
 */
export const gameEntryQuery = (language: LanguageCode, vendor: string, gameCode: string) =>
  queryOptions({
    queryKey: gameKeys.entry(language, vendor, gameCode),
    queryFn: async ({ signal }): Promise<Game | null> =>
      listOf<Game>(await gameListPage(language, { vassalage: vendor, keyword: gameCode }, 1, gamePageSize, signal)).find(
        (g) => g.vassalage === vendor && g.gameCode === gameCode,
      ) ?? null,
    staleTime: 5 * 60_000,
  });

/** The vendors of one category's game list: the list page's filter chips. */
export const vendorsQuery = (language: LanguageCode, gameType: GameCategory | undefined) =>
  queryOptions({
    queryKey: gameKeys.vendors(language, gameType ?? ''),
    queryFn: async ({ signal }) => listOf<Vendor>(await api.get('/wps/relay/GCSGAME_getVassGameType', { params: { query: { gameType, language } }, signal })),
    staleTime: 5 * 60_000,
  });

export type RankBoard = 'JACKPOT' | 'BIGWIN';

export const rankListQuery = (language: LanguageCode, board: RankBoard) =>
  queryOptions({
    queryKey: gameKeys.rank(language, board),
    queryFn: async ({ signal }) =>
      listOf<WinnerEntry>(
        await api.get('/wps/relay/GCSGAME_getRankList', {
          params: { query: { gameCategory: 'ALL', board, language, limitNum: winnerBoardLimit } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
