import type { TeenPattiConfig } from './config';
import type { EndReason, HandEvent, HandState, RevealedHand, SeatSettlement } from './types';

/**
 * A hand's record for players, support and audit: every action with its seat, amount and time,
 * the hands shown to everyone, the pot, the rake and the winners. Plain JSON; the cards of a
 * player who packed, or of a winner nobody called, are not in it (nor those shown in a side
 * show, which only two players saw).
 */
export type HandHistory = {
  id: string;
  config: TeenPattiConfig;
  dealer: number;
  /** The seats dealt in, clockwise from the seat after the dealer. */
  players: number[];
  events: HandEvent[];
  reveals: RevealedHand[];
  /** Null fields until the hand has ended. */
  reason: EndReason | null;
  pot: number;
  rake: number | null;
  winners: number[] | null;
  settlement: SeatSettlement[] | null;
};

export const handHistory = (state: HandState): HandHistory => {
  const events = structuredClone([...state.events]);
  const dealt = events.find((e) => e.type === 'deal');
  return {
    id: state.id,
    config: { ...state.config },
    dealer: state.dealer,
    players: dealt?.type === 'deal' ? dealt.seats : [],
    events,
    reveals: events.flatMap((e) => (e.type === 'reveal' ? e.hands : [])),
    reason: state.result?.reason ?? null,
    pot: state.pot,
    rake: state.result?.rake ?? null,
    winners: state.result ? [...state.result.winners] : null,
    settlement: state.result ? state.result.seats.map((s) => ({ ...s })) : null,
  };
};
