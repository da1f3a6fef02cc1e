import type { HandEvent, HandState, PackReason, SeatState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type MutableSeat = Mutable<SeatState>;
/** A private copy a transition edits before handing it back as the next state. */
export type Draft = Mutable<Omit<HandState, 'seats' | 'events'>> & { seats: MutableSeat[]; events: HandEvent[] };

export const draftOf = (state: HandState): Draft => ({
  ...state,
  seats: state.seats.map((seat) => ({ ...seat })),
  events: [...state.events],
  version: state.version + 1,
});

export const findSeat = <T extends SeatState>(state: { readonly seats: readonly T[] }, seat: number): T | undefined => state.seats.find((s) => s.seat === seat);

export const playersIn = <T extends SeatState>(state: { readonly seats: readonly T[] }): T[] => state.seats.filter((s) => s.status === 'playing');

/** The next seat still playing clockwise after `seat` (which may itself have packed), or null. */
export const nextPlaying = (state: HandState, seat: number): number | null => {
  const from = state.seats.findIndex((s) => s.seat === seat);
  for (let step = 1; step < state.seats.length; step++) {
    const candidate = state.seats[(from + step) % state.seats.length]!;
    if (candidate.status === 'playing') return candidate.seat;
  }
  return null;
};

/** The nearest seat still playing counter-clockwise from `seat`: the player who acted just before. */
export const previousPlaying = (state: HandState, seat: number): number | null => {
  const from = state.seats.findIndex((s) => s.seat === seat);
  const count = state.seats.length;
  for (let step = 1; step < count; step++) {
    const candidate = state.seats[(from - step + count) % count]!;
    if (candidate.status === 'playing') return candidate.seat;
  }
  return null;
};

export const pay = (draft: Draft, seat: MutableSeat, amount: number): void => {
  seat.contributed += amount;
  draft.pot += amount;
};

export const packSeat = (draft: Draft, seat: MutableSeat, reason: PackReason, now: number): void => {
  seat.status = 'packed';
  draft.events.push({ type: 'pack', seat: seat.seat, reason, at: now });
};
