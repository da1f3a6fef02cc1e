import type { RandomSource } from '../../rng';

/**
 * How a fight ends. Out of every 10,000 fights: 100 are cancelled (no contest), 180 are draws, and
 * the rest are won by meron or wala in proportion to the Elo expectation of their ratings. The draw
 * and cancellation rates do not depend on the roosters, so the draw bet's RTP is the same in every
 * fight.
 */

export const cockfightOutcomes = ['meron', 'wala', 'draw', 'cancelled'] as const;
export type CockfightOutcome = (typeof cockfightOutcomes)[number];

/** Outcome weights out of `outcomeScale`; exact integers, so the odds a test checks are exact. */
export type OutcomeWeights = Record<CockfightOutcome, number>;

export const outcomeScale = 10_000;
export const cancelledWeight = 100;
export const drawWeight = 180;

/** The Elo expectation of the first rating against the second: 0.5 when equal, about 0.76 at 200 points. */
export const eloExpectation = (rating: number, opponent: number): number => 1 / (1 + 10 ** ((opponent - rating) / 400));

export const outcomeWeights = (meronRating: number, walaRating: number): OutcomeWeights => {
  const decisive = outcomeScale - cancelledWeight - drawWeight;
  const meron = Math.round(decisive * eloExpectation(meronRating, walaRating));
  return { meron, wala: decisive - meron, draw: drawWeight, cancelled: cancelledWeight };
};

export const probabilitiesOf = (weights: OutcomeWeights): Record<CockfightOutcome, number> => ({
  meron: weights.meron / outcomeScale,
  wala: weights.wala / outcomeScale,
  draw: weights.draw / outcomeScale,
  cancelled: weights.cancelled / outcomeScale,
});

/**
 * Draws the result with `random` (production: `cryptoRandom()`), once betting has closed. Never from
 * the card's seed, which every process and so anyone who learns it can replay.
 */
export const drawOutcome = (weights: OutcomeWeights, random: RandomSource): CockfightOutcome => {
  let pick = random.int(outcomeScale);
  for (const outcome of cockfightOutcomes) {
    if (pick < weights[outcome]) return outcome;
    pick -= weights[outcome];
  }
  throw new RangeError('outcome weights do not add up to the scale');
};
