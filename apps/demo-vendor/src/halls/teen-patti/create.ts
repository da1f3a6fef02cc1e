import type { RandomSource } from '../../rng';
import { dealThree, shuffleDeck } from './cards';
import { configProblem, type TeenPattiConfig } from './config';
import { draftOf, findSeat, playersIn } from './draft';
import { clockwiseFrom } from './seating';
import { finish, forcedShow } from './settle';
import { passTurn } from './turns';
import type { Changed, HandState } from './types';

export type NewHand = {
  /** The room server's id for this hand (the wallet round id is a good choice). */
  id: string;
  config: TeenPattiConfig;
  /** The occupied table seats (2 to 5 distinct non-negative integers). */
  seats: readonly number[];
  /** The dealer's seat this hand; play starts at the first occupied seat after it. */
  dealer: number;
};

/** A hand waiting for boots. Throws on a config or seating that cannot run (a programming error). */
export const createHand = ({ id, config, seats, dealer }: NewHand): HandState => {
  const problem = configProblem(config);
  if (problem) throw new RangeError(problem);
  if (seats.length < 2 || seats.length > 5) throw new RangeError('a hand needs 2 to 5 seats');
  if (new Set(seats).size !== seats.length || !seats.every((s) => Number.isSafeInteger(s) && s >= 0)) throw new RangeError('seats must be distinct');
  if (!Number.isSafeInteger(dealer)) throw new RangeError('dealer must be a seat number');
  return {
    id,
    config: { ...config },
    dealer,
    seats: clockwiseFrom(seats, dealer).map((seat) => ({
      seat,
      status: 'boot-pending',
      seen: false,
      away: false,
      contributed: 0,
      cards: null,
      revealed: false,
      shownTo: [],
    })),
    phase: 'boot',
    pot: 0,
    stake: config.boot,
    turn: null,
    deadline: null,
    sideShow: null,
    events: [],
    result: null,
    version: 0,
  };
};

/** Takes a seat whose boot was refused (or never came) out of this hand before the deal. */
export const sitOut = (state: HandState, seat: number, now: number): Changed => {
  if (state.phase !== 'boot') return { ok: false, refusal: 'wrong-phase' };
  const player = findSeat(state, seat);
  if (!player || player.status === 'sitting-out') return { ok: false, refusal: 'not-seated' };
  if (player.status !== 'boot-pending') return { ok: false, refusal: 'already-booted' };
  const draft = draftOf(state);
  findSeat(draft, seat)!.status = 'sitting-out';
  draft.events.push({ type: 'sit-out', seat, at: now });
  return { ok: true, state: draft };
};

/**
 * Shuffles a fresh deck from `random` (production: cryptoRandom()) and deals three cards to each
 * player who posted the boot, one at a time clockwise from the seat after the dealer; seats still
 * waiting for their boot sit out. With fewer than two boots the hand is cancelled and every boot
 * is returned. Otherwise the first player clockwise is on turn, until now + turnMs.
 */
export const deal = (state: HandState, random: RandomSource, now: number): Changed => {
  if (state.phase !== 'boot') return { ok: false, refusal: 'wrong-phase' };
  const draft = draftOf(state);
  for (const s of draft.seats) {
    if (s.status !== 'boot-pending') continue;
    s.status = 'sitting-out';
    draft.events.push({ type: 'sit-out', seat: s.seat, at: now });
  }
  const players = playersIn(draft);
  if (players.length < 2) {
    finish(draft, 'cancelled', [], now);
    return { ok: true, state: draft };
  }
  const hands = dealThree(shuffleDeck(random), players.length);
  players.forEach((s, i) => (s.cards = hands[i]!));
  draft.phase = 'betting';
  draft.events.push({ type: 'deal', seats: players.map((s) => s.seat), at: now });
  if (draft.pot >= draft.config.potLimit) {
    forcedShow(draft, now);
    return { ok: true, state: draft };
  }
  // Play opens with the first player after the dealer: pass the turn from the one before it.
  passTurn(draft, players[players.length - 1]!.seat, now);
  return { ok: true, state: draft };
};
