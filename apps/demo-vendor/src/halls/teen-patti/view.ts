import type { Card } from './cards';
import type { TeenPattiConfig } from './config';
import { evaluateHand, type HandRank } from './hand-rank';
import { legalActions, type ActionOption } from './price';
import type { HandEvent, HandPhase, HandResult, HandState, SeatState, SeatStatus, SideShowRequest } from './types';

export type SeatView = {
  seat: number;
  status: SeatStatus;
  seen: boolean;
  away: boolean;
  contributed: number;
  /** Null unless this viewer may see the cards (see `viewFor`). */
  cards: Card[] | null;
  hand: HandRank | null;
};

export type HandView = {
  id: string;
  /** The seat this view was made for; null for a spectator. */
  viewer: number | null;
  phase: HandPhase;
  config: TeenPattiConfig;
  dealer: number;
  pot: number;
  stake: number;
  turn: number | null;
  deadline: number | null;
  sideShow: SideShowRequest | null;
  seats: SeatView[];
  /** The public record so far (no hidden card is in it). */
  events: readonly HandEvent[];
  result: HandResult | null;
  /** What the viewer may do now, with prices; empty for a spectator. */
  options: ActionOption[];
  version: number;
};

/**
 * Whether `viewer` may see a seat's cards: everyone once a show or forced show revealed them; the
 * owner once they chose to see them; the other player of an accepted side show. Nothing else, so a
 * packed hand is shown to no one who had not seen it before it was packed.
 */
const visibleTo = (seat: SeatState, viewer: number | null): boolean => {
  if (seat.revealed) return true;
  if (viewer === null) return false;
  if (viewer === seat.seat) return seat.seen;
  return seat.shownTo.includes(viewer);
};

/**
 * The hand as one seat (or a spectator, null) may see it: the only thing the room server sends to
 * a player. The deck is not part of any state and never appears.
 */
export const viewFor = (state: HandState, viewer: number | null): HandView => ({
  id: state.id,
  viewer,
  phase: state.phase,
  config: { ...state.config },
  dealer: state.dealer,
  pot: state.pot,
  stake: state.stake,
  turn: state.turn,
  deadline: state.deadline,
  sideShow: state.sideShow ? { ...state.sideShow } : null,
  seats: state.seats.map((s) => {
    const cards = s.cards && visibleTo(s, viewer) ? [...s.cards] : null;
    return { seat: s.seat, status: s.status, seen: s.seen, away: s.away, contributed: s.contributed, cards, hand: cards ? evaluateHand(cards) : null };
  }),
  events: state.events,
  result: state.result,
  options: viewer === null ? [] : legalActions(state, viewer),
  version: state.version,
});
