import type { RandomSource } from '../../../rng';
import { demoCurrency, type VendorSession } from '../../../sessions';
import type { Hall } from '../../hub/hall';
import type { HallWallet } from '../../money/hall-wallet';
import { createLobby, type Lobby } from './lobby';
import { defaultRoomTiming, type RoomInfo, type RoomTiming } from './room';

export type TeenPattiRoomsOptions = {
  wallet: HallWallet;
  random: RandomSource;
  timing?: Partial<RoomTiming>;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
};

/** Fun money has one lobby per game; real money one per game and currency (a pot is one currency). */
const lobbyKey = (vendorCode: string, gameCode: string, mode: 'real' | 'demo', currency: string) => `${vendorCode}:${gameCode}:${mode}:${currency}`;

/**
 * Every Teen Patti game's card rooms, opened when the game's first player arrives (or its room
 * list is asked for): per game and kind of money, a lobby of stake levels and rooms.
 */
export const createTeenPattiRooms = (options: TeenPattiRoomsOptions) => {
  const timing = { ...defaultRoomTiming, ...options.timing };
  const lobbies = new Map<string, Lobby>();

  const lobbyFor = (vendorCode: string, gameCode: string, mode: 'real' | 'demo', currency: string): Lobby => {
    const key = lobbyKey(vendorCode, gameCode, mode, currency);
    const existing = lobbies.get(key);
    if (existing) return existing;
    const lobby = createLobby({
      vendorCode,
      gameCode,
      mode,
      currency,
      wallet: options.wallet,
      random: options.random,
      timing,
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    lobbies.set(key, lobby);
    return lobby;
  };

  return {
    /** The hall a session's socket joins: its game's lobby for its kind of money. */
    hallFor: (session: VendorSession): Hall => lobbyFor(session.vendorCode, session.gameCode, session.mode, session.currency).hall,
    lobbyFor,
    /**
     * A game's rooms, for the room list: the fun-money lobby's (always open, so a list is never
     * empty) and every real-money lobby's in play, narrowed by mode and currency when given.
     */
    list: (vendorCode: string, gameCode: string, filter: { mode?: 'real' | 'demo'; currency?: string } = {}): RoomInfo[] => {
      lobbyFor(vendorCode, gameCode, 'demo', demoCurrency);
      const prefix = `${vendorCode}:${gameCode}:`;
      return [...lobbies]
        .filter(([key]) => key.startsWith(prefix))
        .flatMap(([, lobby]) => lobby.list())
        .filter((room) => (!filter.mode || room.mode === filter.mode) && (!filter.currency || room.currency === filter.currency));
    },
    stop: () => Promise.all([...lobbies.values()].map((lobby) => lobby.stop())),
  };
};

export type TeenPattiRooms = ReturnType<typeof createTeenPattiRooms>;
