import { partsPerMillion, probabilitiesFromOdds } from '@gp/contracts';

/**
 * A selection's fair (margin-free) win probability in parts per million, from the offered odds of
 * every selection of its market. The feed prices with a proportional margin (margin.ts):
 * o_i = 1 / (p_i (1 + m)), so the implied probabilities 1/o_i are the fair ones scaled by 1 + m;
 * normalising them to sum 1 removes the margin, whatever m was. For a line the two sides' effective
 * probabilities are what was priced, so the result is the effective win probability cash-out wants.
 */
export const fairProbabilityPpm = (marketOdds: readonly number[], index: number): number => {
  const probabilities = probabilitiesFromOdds(marketOdds);
  const p = probabilities[index];
  if (p === undefined) throw new RangeError('bad-selection');
  return Math.min(partsPerMillion, Math.max(0, Math.round(p * partsPerMillion)));
};
