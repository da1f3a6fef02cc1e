import { evaluateHand, handScore } from './hand-rank';
import { playersIn, type Draft } from './draft';
import type { EndReason, RevealedHand, SeatSettlement } from './types';

/** floor(pot x bps / 10000), computed in two parts so pot x bps never has to be a safe integer. */
export const rakeOf = (pot: number, rakeBps: number): number => Math.floor(pot / 10_000) * rakeBps + Math.floor(((pot % 10_000) * rakeBps) / 10_000);

/** Equal shares, the odd minor units to the first name (the first winner clockwise from the dealer). */
const split = (amount: number, ways: number): number[] => Array.from({ length: ways }, (_, i) => Math.floor(amount / ways) + (i === 0 ? amount % ways : 0));

/**
 * Ends the hand: the rake comes off the whole pot once, the rest goes to the winners. A split
 * pot and its rake are each shared equally, the odd minor units to the first winner clockwise
 * from the dealer, so every share is whole and the sums are exact.
 */
export const finish = (draft: Draft, reason: EndReason, winners: readonly number[], now: number): void => {
  const ordered = draft.seats.filter((s) => winners.includes(s.seat)).map((s) => s.seat);
  const rake = reason === 'cancelled' ? 0 : rakeOf(draft.pot, draft.config.rakeBps);
  const wins = split(draft.pot - rake, Math.max(ordered.length, 1));
  const rakes = split(rake, Math.max(ordered.length, 1));
  const seats: SeatSettlement[] = draft.seats.map((s) => {
    const index = ordered.indexOf(s.seat);
    if (reason === 'cancelled') return { seat: s.seat, contributed: s.contributed, won: s.contributed, rake: 0 };
    return { seat: s.seat, contributed: s.contributed, won: index < 0 ? 0 : wins[index]!, rake: index < 0 ? 0 : rakes[index]! };
  });
  draft.phase = 'ended';
  draft.turn = null;
  draft.deadline = null;
  draft.sideShow = null;
  draft.result = { reason, winners: ordered, pot: draft.pot, rake, seats };
  draft.events.push({ type: 'end', reason, winners: ordered, pot: draft.pot, rake, at: now });
};

const reveal = (draft: Draft, seats: readonly number[], reason: 'show' | 'forced-show', now: number): void => {
  const hands: RevealedHand[] = [];
  for (const s of draft.seats) {
    if (!seats.includes(s.seat) || !s.cards) continue;
    s.revealed = true;
    hands.push({ seat: s.seat, cards: [...s.cards], hand: evaluateHand(s.cards) });
  }
  draft.events.push({ type: 'reveal', reason, hands, at: now });
};

const scoreOf = (draft: Draft, seat: number): number => handScore(draft.seats.find((s) => s.seat === seat)!.cards!);

/** A show asked by `asker`: both hands are shown to all; on equal hands the asker loses. */
export const showBetween = (draft: Draft, asker: number, other: number, now: number): void => {
  reveal(draft, [asker, other], 'show', now);
  const winner = scoreOf(draft, asker) > scoreOf(draft, other) ? asker : other;
  finish(draft, 'show', [winner], now);
};

/** The pot limit was reached: every player left shows, the best hand wins, equal best hands split. */
export const forcedShow = (draft: Draft, now: number): void => {
  const players = playersIn(draft).map((s) => s.seat);
  reveal(draft, players, 'forced-show', now);
  const scores = players.map((seat) => scoreOf(draft, seat));
  const best = Math.max(...scores);
  finish(
    draft,
    'forced-show',
    players.filter((_, i) => scores[i] === best),
    now,
  );
};

/** Who wins a side show: the asker only with the strictly better hand. */
export const sideShowLoser = (draft: Draft, asker: number, other: number): number => (scoreOf(draft, asker) > scoreOf(draft, other) ? other : asker);
