import type { CardRoom, CardRoomList, CardRoomsQuery, LanguageCode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pickDisplayName, toGameEntry } from '../catalog';
import type { SettingsService } from '../../platform/settings';
import type { CardRooms, HallFeeds } from './hall-feeds';
import { findHallGame } from './halls.repository';
import { vendorOrigin } from './vendor-feed-fetch';

/**
 * The rooms a player may sit at: every fun-money room, and the real-money rooms of the merchant's
 * currency (a vendor serving other operators may hold rooms of other currencies, which this site's
 * players cannot join). Real money first, each kind by stake.
 */
export const roomsForMerchant = (rooms: CardRooms, currency: string): CardRoom[] =>
  rooms
    .filter((room) => room.mode === 'demo' || room.currency === currency)
    .sort((a, b) => (a.mode === b.mode ? a.stakes.boot - b.stakes.boot : a.mode === 'real' ? -1 : 1))
    .map(({ id, mode, currency: roomCurrency, stakes, seats, spectators, playing }) => ({
      id,
      mode,
      currency: roomCurrency,
      stakes,
      seats,
      spectators,
      playing,
    }));

/**
 * The room list of a card room (PVP) game, relayed from its vendor. The game must be an enabled
 * catalog game of an enabled vendor (else GAME_NOT_FOUND); a vendor without a launch URL, or one that
 * does not answer with a valid list, gives `available: false` and no rooms, never an error.
 */
export const createCardRoomsService = (db: Kysely<DB>, feeds: HallFeeds, settings: Pick<SettingsService, 'value'>) => {
  const list = async (query: CardRoomsQuery, language: LanguageCode): Promise<CardRoomList> => {
    const game = await findHallGame(db, { gameType: 'PVP', gameCode: query.gameCode, vendor: query.vendor });
    if (!game || !game.enabled || !game.vendor_enabled) throw new AppError('GAME_NOT_FOUND');
    const origin = game.launch_url ? vendorOrigin(game.launch_url) : null;
    const rooms = origin ? await feeds.cardRooms(origin, game.vendor_code, game.game_code) : null;
    const { currency } = await settings.value('merchant');
    return {
      vendor: { code: game.vendor_code, displayName: pickDisplayName(game.vendor_names, game.vendor_name, language) },
      game: toGameEntry(game, language),
      maintenance: game.maintenance || game.vendor_maintenance,
      available: rooms !== null,
      rooms: rooms ? roomsForMerchant(rooms, currency) : [],
    };
  };

  return { list };
};

export type CardRoomsService = ReturnType<typeof createCardRoomsService>;
