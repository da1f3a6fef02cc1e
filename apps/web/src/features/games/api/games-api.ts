import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { favouriteListPageSize, recentListPageSize, type LanguageCode, type LaunchMode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { Game } from '../components/catalog/catalog-types';
import { gameKeys } from '../queries/keys';

/** Launch, favourites and recent games: the calls and their query options. */

/** The whole favourite list (page size 999), which is also the site's set of favourite ids. */
export const favouritesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: gameKeys.favouritesFor(language),
    queryFn: ({ signal }) =>
      api.get('/wps/relay/GCSGAME_favoriteGamesV2', {
        params: { query: { clientType: '3', platform: 'html5-desktop', language, pageNo: 1, pageSize: favouriteListPageSize } },
        signal,
      }),
    staleTime: 60_000,
  });

export const recentPagesQuery = (language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recentFor(language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/wps/relay/GCS_recentGame', { params: { query: { clientType: '3', language, page: pageParam, pageSize: recentListPageSize } }, signal }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const addFavourite = (game: Game) =>
  api.post('/wps/relay/GCSGAME_addFavoriteGameV2', { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });

export const removeFavourite = (game: Game) =>
  api.delete('/wps/relay/GCSGAME_removeFavoriteGameV2', { params: { query: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } } });

export type LaunchTarget = { vendor: string; gameCode: string; mode: LaunchMode };

/** A launch URL carries a single-use token: asked for each time the game page opens, never reused. */
export const launchGame = (target: LaunchTarget, language: LanguageCode, lobbyUrl: string) =>
  api.post(target.mode === 'demo' ? '/wps/game/launchDemo' : '/wps/game/launchGame', {
    body: { vendor: target.vendor, gameCode: target.gameCode, language, lobbyUrl },
  });
