import { randomInt } from 'node:crypto';

/** The prize a roll in [0, total weight) lands on: prize i covers its weight's share of the range, in table order. */
export const prizeAt = (weights: readonly number[], roll: number): number => {
  let edge = 0;
  for (let i = 0; i < weights.length; i++) {
    edge += weights[i]!;
    if (roll < edge) return i;
  }
  throw new RangeError('roll outside the total weight');
};

export const totalWeightOf = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + w, 0);

/**
 * Draws a prize: a uniform roll over the total weight from node:crypto (randomInt has no modulo
 * bias), so each prize's chance is exactly weight / total. The roll is kept with the spin, so
 * anyone can check the result against the table.
 */
export const drawPrize = (weights: readonly number[], roll: (total: number) => number = (total) => randomInt(0, total)) => {
  const total = totalWeightOf(weights);
  if (!(total > 0)) throw new RangeError('the table has no weight');
  const value = roll(total);
  return { roll: value, totalWeight: total, index: prizeAt(weights, value) };
};

/** A prize's published chance in basis points (rounded), weight / total. */
export const chanceBpOf = (weight: number, total: number): number => Math.round((weight * 10_000) / total);
