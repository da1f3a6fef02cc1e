import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  favouriteListPageSize,
  recentListPageSize,
  type FavouritePage,
  type GameLaunch,
  type LanguageCode,
  type LaunchMode,
  type RecentGamesPage,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { queryString as query } from '../../../shared/query-string';
import type { Game } from '../components/catalog/catalog-types';
import { gameKeys } from '../queries/keys';

/** Launch, favourites and recent games: the calls and their query options. */

/** The whole favourite list (page size 999), which is also the site's set of favourite ids. */
export const favouritesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: gameKeys.favouritesFor(language),
    queryFn: ({ signal }) =>
      api.get<FavouritePage>(
        `/wps/relay/GCSGAME_favoriteGamesV2?${query({ clientType: 3, platform: 'html5-desktop', language, pageNo: 1, pageSize: favouriteListPageSize })}`,
        { signal },
      ),
    staleTime: 60_000,
  });

export const recentPagesQuery = (language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recentFor(language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<RecentGamesPage>(`/wps/relay/GCS_recentGame?${query({ clientType: 3, language, page: pageParam, pageSize: recentListPageSize })}`, { signal }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const addFavourite = (game: Game) =>
  api.post('/wps/relay/GCSGAME_addFavoriteGameV2', { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

export const removeFavourite = (game: Game) =>
  api.delete(`/wps/relay/GCSGAME_removeFavoriteGameV2?${query({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType })}`);

export type LaunchTarget = { vendor: string; gameCode: string; mode: LaunchMode };

/** A launch URL carries a single-use token: asked for each time the game page opens, never reused. */
export const launchGame = (target: LaunchTarget, language: LanguageCode, lobbyUrl: string) =>
  api.post<GameLaunch>(target.mode === 'demo' ? '/wps/game/launchDemo' : '/wps/game/launchGame', {
    vendor: target.vendor,
    gameCode: target.gameCode,
    language,
    lobbyUrl,
  });
