import type { BaccaratHands } from './baccarat';

/**
 * Baccarat's pair side bets: player pair and banker pair win when the first two cards of that hand
 * share a rank (two sevens, two queens; a king and a queen are not a pair), whatever the main
 * result, and pay 11:1. They are settled on the same hands as the main bets.
 */

export const baccaratSideBetKinds = ['player-pair', 'banker-pair'] as const;
export type BaccaratSideBetKind = (typeof baccaratSideBetKinds)[number];

/** Return per unit staked on a winning pair bet, stake included (11:1). */
export const pairReturn = 12;

/**
 * The long-run figures of a fresh eight-deck shoe; `baccaratPairExact` derives them, a test compares.
 * Exactly 12 x 31/415 = 372/415 for either pair: the second card of a hand matches the first's rank
 * with 31 of the 415 cards it could be.
 */
export const baccaratSideBetDeclaredRtp: Record<BaccaratSideBetKind, number> = { 'player-pair': 0.8964, 'banker-pair': 0.8964 };

/** Whether a hand's first two cards (0-51, rank = card % 13) are a pair. */
export const isPair = (hand: readonly number[]): boolean => hand.length >= 2 && hand[0]! % 13 === hand[1]! % 13;

/** The win in minor units of a pair bet on a dealt round. */
export const baccaratSideBetWin = (kind: BaccaratSideBetKind, amount: number, hands: Pick<BaccaratHands<number>, 'player' | 'banker'>): number => {
  const hand = kind === 'player-pair' ? hands.player : hands.banker;
  return isPair(hand) ? amount * pairReturn : 0;
};

/**
 * Exact pair probabilities of the first round of a shoe holding `rankCounts[rank]` cards of each of
 * the 13 ranks (default: a fresh eight-deck shoe, 32 each). It walks the first four cards in dealing
 * order (player, banker, player, banker), weighted by drawing without replacement; the third cards
 * do not matter for a pair.
 */
export const baccaratPairExact = (rankCounts: readonly number[] = new Array<number>(13).fill(32)): Record<BaccaratSideBetKind, number> => {
  const counts = [...rankCounts];
  const total = counts.reduce((a, b) => a + b, 0);
  const ranks = [0, 0, 0, 0];
  const result: Record<BaccaratSideBetKind, number> = { 'player-pair': 0, 'banker-pair': 0 };
  const walk = (depth: number, p: number): void => {
    if (depth === 4) {
      if (ranks[0] === ranks[2]) result['player-pair'] += p;
      if (ranks[1] === ranks[3]) result['banker-pair'] += p;
      return;
    }
    for (let rank = 0; rank < 13; rank += 1) {
      if (counts[rank]! <= 0) continue;
      const q = (p * counts[rank]!) / (total - depth);
      counts[rank]! -= 1;
      ranks[depth] = rank;
      walk(depth + 1, q);
      counts[rank]! += 1;
    }
  };
  walk(0, 1);
  return result;
};
