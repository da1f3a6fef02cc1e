import { oceanVersion, speciesById, type SpeciesId } from './engine';
import type { FishingFrame, RoomInfo, SeatView } from './frames';

/** Refusals of a shot the screen passes over: the bullet simply misses (nothing was charged). */
const quietRefusals = new Set(['NO_SUCH_FISH', 'NOT_YET', 'GONE', 'CAPTURED', 'TOO_FAST']);

export type Notice =
  | { kind: 'refused'; code: string }
  | { kind: 'void'; code: string; shots: number; winNotPaid: number }
  | { kind: 'pending'; amount: number }
  | { kind: 'reload' };

export type Catch = { species: SpeciesId; win: number };

/** What the live region says next: the player's own catches since the last one, and bosses others caught. */
export type Announcement =
  | { kind: 'one'; species: SpeciesId; win: number }
  | { kind: 'many'; count: number; win: number }
  | { kind: 'boss'; seat: number; species: SpeciesId; win: number };

export type FishingState = {
  room: RoomInfo | null;
  seat: number | null;
  seats: (SeatView | null)[];
  balance: number | null;
  spendable: number;
  bulletCost: number;
  /** The cannon the room knows for this player (the last cost sent or welcomed). */
  roomBulletCost: number;
  suspended: string | null;
  notice: Notice | null;
  lastWin: number | null;
  /** Own catches and others' bosses not yet announced. */
  unannounced: Catch[];
  bosses: Announcement[];
  announcement: { id: number; items: Announcement[] } | null;
};

export const initialFishingState: FishingState = {
  room: null,
  seat: null,
  seats: [null, null, null, null],
  balance: null,
  spendable: 0,
  bulletCost: 100,
  roomBulletCost: 100,
  suspended: null,
  notice: null,
  lastWin: null,
  unannounced: [],
  bosses: [],
  announcement: null,
};

export type FishingAction =
  | { type: 'frame'; frame: FishingFrame }
  | { type: 'bullet'; cost: number }
  | { type: 'cannon-sent'; cost: number }
  | { type: 'refused'; code: string }
  | { type: 'announce' }
  | { type: 'dismiss' };

const withSeat = (seats: (SeatView | null)[], seat: number, value: SeatView | null) => seats.map((s, n) => (n === seat ? value : s));

/** Collapses catches since the last announcement into one line, so a burst of minnows is one sentence. */
export const announcementOf = (catches: readonly Catch[]): Announcement | null => {
  if (catches.length === 0) return null;
  const win = catches.reduce((sum, c) => sum + c.win, 0);
  if (catches.length === 1) return { kind: 'one', species: catches[0]!.species, win };
  return { kind: 'many', count: catches.length, win };
};

/** What the fishing page knows: the room, the cannons, the player's money, and what to tell them. */
export const fishingReducer = (state: FishingState, action: FishingAction): FishingState => {
  switch (action.type) {
    case 'bullet': {
      // The player's own cannon shows the chosen bullet at once; the room hears of it a moment later.
      const own = state.seat === null ? null : state.seats[state.seat];
      const seats = own && state.seat !== null ? withSeat(state.seats, state.seat, { ...own, bulletCost: action.cost }) : state.seats;
      return { ...state, bulletCost: action.cost, seats };
    }
    case 'cannon-sent':
      return { ...state, roomBulletCost: action.cost };
    case 'refused':
      return { ...state, notice: { kind: 'refused', code: action.code } };
    case 'dismiss':
      return { ...state, notice: null };
    case 'announce': {
      const own = announcementOf(state.unannounced);
      const items = [...(own ? [own] : []), ...state.bosses];
      if (items.length === 0) return state;
      return { ...state, unannounced: [], bosses: [], announcement: { id: (state.announcement?.id ?? 0) + 1, items } };
    }
    case 'frame':
      break;
  }
  const { frame } = action;
  switch (frame.type) {
    case 'welcome': {
      const seats: (SeatView | null)[] = [null, null, null, null];
      for (const s of frame.room.seats) seats[s.seat] = s;
      // After a reconnect the player keeps the cannon they chose; the page tells the room.
      const keep = state.room !== null && frame.room.bulletCosts.includes(state.bulletCost);
      const bulletCost = keep ? state.bulletCost : frame.you.bulletCost;
      const own = seats[frame.you.seat];
      if (own) seats[frame.you.seat] = { ...own, bulletCost };
      return {
        ...initialFishingState,
        room: frame.room,
        seat: frame.you.seat,
        seats,
        balance: frame.you.balance,
        spendable: frame.you.spendable,
        bulletCost,
        roomBulletCost: frame.you.bulletCost,
        suspended: frame.you.suspended,
        lastWin: state.lastWin,
        announcement: state.announcement,
        notice: frame.room.oceanVersion === oceanVersion ? (frame.you.suspended ? { kind: 'refused', code: frame.you.suspended } : null) : { kind: 'reload' },
      };
    }
    case 'joined':
      return { ...state, seats: withSeat(state.seats, frame.seat, { seat: frame.seat, name: frame.name, bulletCost: frame.bulletCost }) };
    case 'left':
      return { ...state, seats: withSeat(state.seats, frame.seat, null) };
    case 'cannon':
    case 'shot': {
      const seat = state.seats[frame.seat];
      // The player's own cannon follows their choice, not an echo that may be older than it.
      if (frame.seat === state.seat) return state;
      if (!seat || seat.bulletCost === frame.bulletCost) return state;
      return { ...state, seats: withSeat(state.seats, frame.seat, { ...seat, bulletCost: frame.bulletCost }) };
    }
    case 'capture': {
      if (frame.seat === state.seat) return { ...state, lastWin: frame.win, unannounced: [...state.unannounced, { species: frame.species, win: frame.win }] };
      if (speciesById(frame.species).tier !== 'boss') return state;
      return { ...state, bosses: [...state.bosses, { kind: 'boss', seat: frame.seat, species: frame.species, win: frame.win }] };
    }
    case 'shot-ok':
      return { ...state, balance: frame.balance, spendable: frame.spendable, notice: state.notice?.kind === 'refused' ? null : state.notice };
    case 'shot-refused':
      if (quietRefusals.has(frame.code)) return { ...state, balance: frame.balance, spendable: frame.spendable };
      return { ...state, balance: frame.balance, spendable: frame.spendable, notice: { kind: 'refused', code: frame.code } };
    case 'batch': {
      // A later batch the wallet answered in full means the win that was on its way has landed.
      const settled = state.notice?.kind === 'pending' ? null : state.notice;
      return {
        ...state,
        balance: frame.balance,
        spendable: frame.spendable,
        notice: frame.pending && frame.win > 0 ? { kind: 'pending', amount: frame.win } : settled,
      };
    }
    case 'batch-void':
      return {
        ...state,
        balance: frame.balance,
        spendable: frame.spendable,
        suspended: frame.suspended,
        notice: { kind: 'void', code: frame.code, shots: frame.shots, winNotPaid: frame.winNotPaid },
      };
    case 'error':
      return { ...state, notice: { kind: 'refused', code: frame.code } };
    case 'pong':
      return state;
  }
};
