import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { Announcement, AnnouncementPage, Banner, Game, GameMenu, HelpArticle, Notice, Promotion, Vendor, WinnerEntry } from '../components/catalog/catalog-types';
import { listOf } from '../components/catalog/list-of';
import { winnerBoardLimit } from '../../home/components/carousel-rules';

/** Game list page size (SPEC.md section 9). */
export const gamePageSize = 20;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

// Every key carries the language: a language change refetches names and lists without a reload.
export const gameMenusQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['catalog', 'menus', language],
    queryFn: async ({ signal }) => listOf<GameMenu>(await api.get(`/lgw/games/game_menus?${query({ language })}`, { signal }), 'menus'),
    staleTime: 5 * 60_000,
  });

export const hotGamesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['catalog', 'hot', language],
    queryFn: async ({ signal }) =>
      listOf<Game>(await api.get(`/wps/relay/GCSGAME_hotGamesV2?${query({ platform: 'flash,html5-desktop', isPlatform: 2, language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export type GameListFilter = { gameType?: string; vassalage?: string; keyword?: string };

const gameListPath = (language: LanguageCode, filter: GameListFilter, pageNo: number, pageSize: number) =>
  `/wps/relay/GCSGAME_gameList?${query({ clientType: 3, platform: 'html5-desktop', language, pageNo, pageSize, ...filter })}`;

export const gamesQuery = (language: LanguageCode, filter: GameListFilter, pageSize = gamePageSize) =>
  queryOptions({
    queryKey: ['catalog', 'games', language, filter, pageSize],
    queryFn: async ({ signal }) => listOf<Game>(await api.get(gameListPath(language, filter, 1, pageSize), { signal })),
    staleTime: 60_000,
  });

type GamePageValue = { games?: Game[]; totalPages?: number };

export const gamePagesQuery = (language: LanguageCode, filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'gamePages', language, filter],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const value = await api.get<GamePageValue | Game[]>(gameListPath(language, filter, pageParam, gamePageSize), { signal });
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

/** The vendors of one category's game list: the list page's filter chips. */
export const vendorsQuery = (language: LanguageCode, gameType: string) =>
  queryOptions({
    queryKey: ['catalog', 'vendors', language, gameType],
    queryFn: async ({ signal }) => listOf<Vendor>(await api.get(`/wps/relay/GCSGAME_getVassGameType?${query({ gameType, language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export type RankBoard = 'JACKPOT' | 'BIGWIN';

export const rankListQuery = (language: LanguageCode, board: RankBoard) =>
  queryOptions({
    queryKey: ['catalog', 'rank', language, board],
    queryFn: async ({ signal }) =>
      listOf<WinnerEntry>(
        await api.get(`/wps/relay/GCSGAME_getRankList?${query({ gameCategory: 'ALL', board, language, limitNum: winnerBoardLimit })}`, { signal }),
      ),
    staleTime: 60_000,
  });

export const bannersQuery = (language: LanguageCode, group: string) =>
  queryOptions({
    queryKey: ['content', 'banners', language, group],
    queryFn: async ({ signal }) => listOf<Banner>(await api.get(`/wps/content/banners?${query({ group })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const noticesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'notices', language],
    queryFn: async ({ signal }) => listOf<Notice>(await api.get(`/wps/content/notices?${query({ language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const promotionsQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'promotions', language],
    queryFn: async ({ signal }) => listOf<Promotion>(await api.get(`/wps/content/promotions?${query({ language })}`, { signal })),
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (language: LanguageCode, execution: string, pageNo = 1) =>
  queryOptions({
    queryKey: ['content', 'announcements', language, execution, pageNo],
    queryFn: async ({ signal }): Promise<AnnouncementPage> => {
      const value = await api.get<Partial<AnnouncementPage>>(`/wps/relay/getListAnnouncements?${query({ types: 'B,PL,PU,PR,H', platform: 'W', execution, pageNo, language })}`, {
        signal,
      });
      const list = listOf<Announcement>(value);
      return { list, pageNo: value.pageNo ?? pageNo, pageSize: value.pageSize ?? list.length, total: value.total ?? list.length, totalPages: value.totalPages ?? 1 };
    },
    staleTime: 60_000,
  });

export const announcementContentQuery = (language: LanguageCode, id: number) =>
  queryOptions({
    queryKey: ['content', 'announcement', language, id],
    queryFn: ({ signal }) => api.get<{ id: number; title: string; content: string }>(`/wps/relay/getAnnouncementContentV2?${query({ id, language })}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const helpCenterQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: async ({ signal }) => listOf<HelpArticle>(await api.get(`/wps/system/helpCenter?${query({ lang: language, device: 'WEB' })}`, { signal }), 'articles'),
    staleTime: 5 * 60_000,
  });
