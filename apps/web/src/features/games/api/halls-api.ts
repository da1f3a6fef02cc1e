import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { Game } from '../components/catalog/catalog-types';
import { gameKeys } from '../queries/keys';

/** The shared games' lobby: the dealers at the live tables, a table's chat, the rooms of a card game. */

/** The dealers, viewers and results move every round: kept briefly, refreshed while the page is open. */
export const liveModelsQuery = (language: LanguageCode, vendor?: string) =>
  queryOptions({
    queryKey: gameKeys.liveModels(language, vendor),
    queryFn: ({ signal }) => api.get('/wps/live/models', { params: { query: { language, ...(vendor ? { vendor } : {}) } }, signal }),
    staleTime: 10_000,
    refetchInterval: 20_000,
  });

export const cardRoomsQuery = (language: LanguageCode, game: Pick<Game, 'vassalage' | 'gameCode'>) =>
  queryOptions({
    queryKey: gameKeys.cardRooms(language, game.vassalage, game.gameCode),
    queryFn: ({ signal }) => api.get('/wps/relay/GLS2_roomList', { params: { query: { vendor: game.vassalage, gameCode: game.gameCode, language } }, signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });

/** A live table's chat is at the table: the answer is a launch URL with a single-use token, never reused. */
export const openLiveChat = (game: Pick<Game, 'vassalage' | 'gameCode'>, lobbyUrl: string) =>
  api.post('/wps/live/chat', { body: { gameCode: game.gameCode, vendor: game.vassalage, lobbyUrl } });
