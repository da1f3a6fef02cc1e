import type { RandomSource } from '../../rng';
import { apply } from './apply';
import { newDeck, type Card } from './cards';
import { markAway, markBack, timeout } from './clock';
import { standardConfig, type TeenPattiConfig } from './config';
import { createHand, deal } from './create';
import { legalActions, priceOf } from './price';
import type { HandState, TeenPattiAction } from './types';

/** The time tests start at, so deadlines read plainly. */
export const t0 = 1_000_000;

const suits = 'SHDC';
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** 'AS' is the ace of spades, '10H' the ten of hearts, 'KD', '2C' ... */
export const card = (code: string): Card => {
  const suit = suits.indexOf(code.slice(-1));
  const rank = ranks.indexOf(code.slice(0, -1));
  if (suit < 0 || rank < 0) throw new RangeError(`bad card ${code}`);
  return suit * 13 + rank;
};
export const cards = (codes: string): Card[] => codes.split(' ').map(card);

/** A small deterministic generator (mulberry32) so property tests replay from their seed. */
export const seededSource = (seed: number): RandomSource => {
  let a = seed >>> 0;
  return {
    int: (n) => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    },
  };
};

/** The draws that make the engine's Fisher-Yates produce exactly `target` (so a test picks the deck). */
export const sourceForDeck = (target: readonly Card[]): RandomSource => {
  const deck = newDeck();
  const draws: number[] = [];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = deck.indexOf(target[i]!);
    draws.push(j);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let next = 0;
  return { int: () => draws[next++]! };
};

/**
 * A deck that deals `hands[p]` to the p-th of `players` clockwise from the dealer; the other
 * cards follow in card order.
 */
export const deckDealing = (hands: readonly (readonly Card[])[], players = hands.length): Card[] => {
  const n = players;
  const deck = Array.from({ length: 52 }, (): Card | undefined => undefined);
  hands.forEach((hand, p) => hand.forEach((c, k) => (deck[p + k * n] = c)));
  const rest = newDeck().filter((c) => !hands.some((hand) => hand.includes(c)));
  return deck.map((c) => c ?? rest.shift()!);
};

export const testConfig = (overrides: Partial<TeenPattiConfig> = {}): TeenPattiConfig =>
  standardConfig(10, { chaalLimit: 160, potLimit: 1000, rakeBps: 500, turnMs: 1000, ...overrides });

export const mustApply = (state: HandState, seat: number, action: TeenPattiAction, now = t0): HandState => {
  const result = apply(state, seat, action, now);
  if (!result.ok) throw new Error(`${action} by ${seat} refused: ${result.refusal}`);
  return result.state;
};

/** Every seat boots, then the deal: from `hands` when given (clockwise from the dealer), else from `random`. */
export const startHand = (options: {
  seats: number[];
  dealer?: number;
  config?: TeenPattiConfig;
  hands?: Card[][];
  random?: RandomSource;
  now?: number;
}): HandState => {
  const now = options.now ?? t0;
  let state = createHand({ id: 'hand-1', config: options.config ?? testConfig(), seats: options.seats, dealer: options.dealer ?? -1 });
  for (const s of state.seats) state = mustApply(state, s.seat, 'boot', now);
  const random = options.random ?? (options.hands ? sourceForDeck(deckDealing(options.hands)) : seededSource(1));
  const dealt = deal(state, random, now);
  if (!dealt.ok) throw new Error(dealt.refusal);
  return dealt.state;
};

export type Step = { state: HandState; seat: number | null; action: TeenPattiAction | null; paid: number };

/**
 * One step of random play decided only from public information (turn, prices, statuses), so two
 * hands that differ only in hidden cards take the same step. Checks that `apply` charges exactly
 * the price quoted, as the room server relies on.
 */
export const randomStep = (state: HandState, choice: number, now: number): Step => {
  const seats = state.seats.map((s) => s.seat);
  const pickSeat = seats[(choice >>> 5) % seats.length]!;
  const kind = choice % 24;
  const none = (next: HandState): Step => ({ state: next, seat: null, action: null, paid: 0 });
  if (kind === 0) return none(timeout(state, state.deadline ?? now));
  if (kind === 1) return none(markAway(state, pickSeat, now));
  if (kind === 2) return none(markBack(state, pickSeat, now));
  // Looking is often out of turn; the rest is the player who must act, biased toward long hands
  // (chaal) and side shows so the pot limit and the comparisons are reached.
  const looks = kind < 9;
  const actor = looks ? pickSeat : state.turn;
  if (actor === null) return none(state);
  const options = legalActions(state, actor).filter((o) => (looks ? o.action === 'see' : o.action !== 'see'));
  const preferred = kind >= 18 ? ['side-show', 'accept-side-show', 'show', 'chaal'] : kind >= 13 ? ['chaal'] : [];
  const option = preferred.map((p) => options.find((o) => o.action === p)).find(Boolean) ?? options[(choice >>> 8) % Math.max(options.length, 1)];
  if (!option) return none(state);
  const quoted = priceOf(state, actor, option.action);
  const result = apply(state, actor, option.action, now);
  if (!result.ok || !quoted.ok || quoted.amount !== result.amount) throw new Error(`${option.action} by ${actor}: price and apply disagree`);
  return { state: result.state, seat: actor, action: option.action, paid: result.amount };
};

/**
 * Plays a hand on to its end by a fixed rule on public facts: whoever must act chaals, except that
 * a blind player looks first on odd steps, every third step asks for a side show where one is
 * allowed, every fourth for a show where one is allowed, and every other answer to a side show
 * accepts. Each player looks at most once and every other
 * step puts money in or packs a player, so the hand ends.
 */
export const finishStep = (state: HandState, now: number, step = 0): Step => {
  const actor = state.turn!;
  if (step % 2 === 1 && priceOf(state, actor, 'see').ok) return { state: mustApply(state, actor, 'see', now), seat: actor, action: 'see', paid: 0 };
  const sideShow = step % 3 === 0 && priceOf(state, actor, 'side-show').ok;
  const show = step % 4 === 0 && priceOf(state, actor, 'show').ok;
  const bet: TeenPattiAction = sideShow ? 'side-show' : show ? 'show' : 'chaal';
  const action: TeenPattiAction = state.sideShow ? (step % 2 === 0 ? 'accept-side-show' : 'refuse-side-show') : bet;
  const result = apply(state, actor, action, now);
  if (!result.ok) throw new Error(`${action} by ${actor} refused: ${result.refusal}`);
  return { state: result.state, seat: actor, action, paid: result.amount };
};
