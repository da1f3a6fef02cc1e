import { draftOf, findSeat, packSeat } from './draft';
import { passTurn, refuseSideShow } from './turns';
import type { HandState } from './types';

/**
 * Runs out the clock: when `now` has reached the deadline, the player on turn packs (a player
 * asked for a side show who does not answer refuses it) and the next turn starts at `now`.
 * Returns the same state object when nothing was due, so the server can compare references.
 */
export const timeout = (state: HandState, now: number): HandState => {
  if (state.phase !== 'betting' || state.deadline === null || now < state.deadline || state.turn === null) return state;
  const draft = draftOf(state);
  if (draft.sideShow) {
    refuseSideShow(draft, 'timeout', now);
    return draft;
  }
  packSeat(draft, findSeat(draft, state.turn)!, 'timeout', now);
  passTurn(draft, state.turn, now);
  return draft;
};

/**
 * Marks a disconnected player: from now on their turn packs them at once (an unanswered side
 * show is refused), and if it is their turn already that happens now. Their money stays in the
 * pot. Returns the same state object for an unknown seat, a finished hand, or a seat already away.
 */
export const markAway = (state: HandState, seat: number, now: number): HandState => {
  const player = findSeat(state, seat);
  if (state.phase === 'ended' || !player || player.away) return state;
  const draft = draftOf(state);
  findSeat(draft, seat)!.away = true;
  draft.events.push({ type: 'away', seat, at: now });
  if (draft.phase !== 'betting' || draft.turn !== seat) return draft;
  if (draft.sideShow) {
    refuseSideShow(draft, 'away', now);
    return draft;
  }
  packSeat(draft, findSeat(draft, seat)!, 'away', now);
  passTurn(draft, seat, now);
  return draft;
};

/** A reconnected player plays their turns again (a hand already packed stays packed). */
export const markBack = (state: HandState, seat: number, now: number): HandState => {
  const player = findSeat(state, seat);
  if (state.phase === 'ended' || !player || !player.away) return state;
  const draft = draftOf(state);
  findSeat(draft, seat)!.away = false;
  draft.events.push({ type: 'back', seat, at: now });
  return draft;
};
