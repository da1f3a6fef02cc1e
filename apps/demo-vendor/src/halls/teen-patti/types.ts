import type { Card } from './cards';
import type { TeenPattiConfig } from './config';
import type { HandRank } from './hand-rank';

/** What a seated player can do; the price of each comes from `priceOf`. */
export const teenPattiActions = ['boot', 'see', 'chaal', 'raise', 'pack', 'show', 'side-show', 'accept-side-show', 'refuse-side-show'] as const;
export type TeenPattiAction = (typeof teenPattiActions)[number];

/** Why an action is refused, as a code a UI translates. */
export type Refusal =
  | 'hand-over'
  | 'not-seated'
  | 'wrong-phase'
  | 'already-booted'
  | 'packed'
  | 'not-your-turn'
  | 'already-seen'
  | 'over-chaal-limit'
  | 'show-not-allowed'
  | 'side-show-not-allowed'
  | 'side-show-pending'
  | 'no-side-show';

export type Price = { ok: true; amount: number } | { ok: false; refusal: Refusal };
export type Applied = { ok: true; state: HandState; amount: number } | { ok: false; refusal: Refusal };
export type Changed = { ok: true; state: HandState } | { ok: false; refusal: Refusal };

export type HandPhase = 'boot' | 'betting' | 'ended';

/**
 * boot-pending: seated, boot not yet posted; sitting-out: boot refused or never posted, out of
 * this hand; playing: in the hand; packed: folded (or lost a side show, or timed out, or away).
 */
export type SeatStatus = 'boot-pending' | 'sitting-out' | 'playing' | 'packed';

export type SeatState = {
  readonly seat: number;
  readonly status: SeatStatus;
  readonly seen: boolean;
  readonly away: boolean;
  readonly contributed: number;
  /** Dealt at the deal; secret, only `viewFor` decides who may see it. */
  readonly cards: readonly Card[] | null;
  /** Shown to every viewer by a show or a forced show. */
  readonly revealed: boolean;
  /** The other seats shown this hand in a side show. */
  readonly shownTo: readonly number[];
};

export type PackReason = 'player' | 'timeout' | 'away' | 'side-show';
export type EndReason = 'last-standing' | 'show' | 'forced-show' | 'cancelled';

export type RevealedHand = { seat: number; cards: Card[]; hand: HandRank };

/** One entry of a hand's record; all of it is public (no card that was not shown to every player). */
export type HandEvent =
  | { type: 'boot'; seat: number; amount: number; at: number }
  | { type: 'sit-out'; seat: number; at: number }
  | { type: 'deal'; seats: number[]; at: number }
  | { type: 'see'; seat: number; at: number }
  | { type: 'chaal'; seat: number; amount: number; blind: boolean; at: number }
  | { type: 'raise'; seat: number; amount: number; blind: boolean; stake: number; at: number }
  | { type: 'pack'; seat: number; reason: PackReason; at: number }
  | { type: 'show'; seat: number; against: number; amount: number; blind: boolean; at: number }
  | { type: 'side-show'; seat: number; against: number; amount: number; at: number }
  | { type: 'side-show-accepted'; seat: number; loser: number; at: number }
  | { type: 'side-show-refused'; seat: number; reason: 'player' | 'timeout' | 'away'; at: number }
  | { type: 'away'; seat: number; at: number }
  | { type: 'back'; seat: number; at: number }
  | { type: 'reveal'; reason: 'show' | 'forced-show'; hands: RevealedHand[]; at: number }
  | { type: 'end'; reason: EndReason; winners: number[]; pot: number; rake: number; at: number };

/** Money per seat at the end: contributed = what the seat paid in; won and rake are its share of the pot. */
export type SeatSettlement = { seat: number; contributed: number; won: number; rake: number };

/** Sum of contributed = sum of won + rake, exactly. */
export type HandResult = {
  reason: EndReason;
  /** Clockwise from the seat after the dealer; the first takes a split pot's odd minor units. */
  winners: number[];
  pot: number;
  rake: number;
  seats: SeatSettlement[];
};

export type SideShowRequest = { readonly from: number; readonly to: number };

/**
 * One hand (one deal). Never changed in place: every function returns a new state. It holds the
 * players' secret cards, so only views (`viewFor`) and the record (`handHistory`) leave the server.
 */
export type HandState = {
  readonly id: string;
  readonly config: TeenPattiConfig;
  readonly dealer: number;
  /** Every seat of the hand, clockwise from the seat after the dealer: the order of dealing and play. */
  readonly seats: readonly SeatState[];
  readonly phase: HandPhase;
  readonly pot: number;
  /** What a blind chaal costs now; a seen chaal costs twice this. */
  readonly stake: number;
  /** Who must act: the player on turn, or the player asked for a side show. */
  readonly turn: number | null;
  readonly deadline: number | null;
  readonly sideShow: SideShowRequest | null;
  readonly events: readonly HandEvent[];
  readonly result: HandResult | null;
  /** Counts transitions: a state priced before a wallet call is still current if this is unchanged. */
  readonly version: number;
};
