import { findSeat, nextPlaying, packSeat, playersIn, type Draft } from './draft';
import { finish, forcedShow } from './settle';

/**
 * Gives the turn to the next player clockwise after `from` with a fresh deadline. A player marked
 * away packs at once when the turn reaches them, and the last player left wins without a show.
 */
export const passTurn = (draft: Draft, from: number, now: number): void => {
  let current = from;
  for (;;) {
    const players = playersIn(draft);
    if (players.length === 1) {
      finish(draft, 'last-standing', [players[0]!.seat], now);
      return;
    }
    const next = nextPlaying(draft, current)!;
    draft.turn = next;
    draft.deadline = now + draft.config.turnMs;
    const seat = findSeat(draft, next)!;
    if (!seat.away) return;
    packSeat(draft, seat, 'away', now);
    current = next;
  }
};

/** After money went in: the pot limit forces a show, otherwise play moves on. */
export const afterBet = (draft: Draft, from: number, now: number): void => {
  if (draft.pot >= draft.config.potLimit) {
    forcedShow(draft, now);
    return;
  }
  passTurn(draft, from, now);
};

/** A side show's answer (or its absence): the asker's bet stands and play moves on from the asker. */
export const refuseSideShow = (draft: Draft, reason: 'player' | 'timeout' | 'away', now: number): void => {
  const request = draft.sideShow!;
  draft.sideShow = null;
  draft.events.push({ type: 'side-show-refused', seat: request.to, reason, at: now });
  passTurn(draft, request.from, now);
};
