import { effectiveWinProbability, type LineProbabilities } from '@gp/contracts';

/** Numbers the sport models share: the normal distribution and line bets on a one-dimensional score. */

/** erf by Abramowitz-Stegun 7.1.26 refined with a continued tail: absolute error below 1.5e-7. */
const erf = (x: number): number => {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return sign * y;
};

export const normalCdf = (x: number): number => 0.5 * (1 + erf(x / Math.SQRT2));

/** Acklam's rational approximation of the normal quantile (relative error below 1.2e-9). */
export const normalQuantile = (p: number): number => {
  if (!(p > 0 && p < 1)) throw new RangeError('quantile of a probability in (0, 1)');
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (coefficients: number[], x: number): number => coefficients.reduce((sum, k) => sum * x + k, 0);
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
};

/** A distribution over integers: P(value) for value = offset + index. */
export type IntegerDistribution = { offset: number; probabilities: number[] };

/** A normal N(mean, variance) on the integers by continuity correction, normalised over mean +- 7 sd. */
export const discreteNormal = (mean: number, variance: number): IntegerDistribution => {
  const sd = Math.sqrt(Math.max(variance, 0));
  if (sd < 1e-6) return { offset: Math.round(mean), probabilities: [1] };
  const low = Math.floor(mean - 7 * sd);
  const high = Math.ceil(mean + 7 * sd);
  const probabilities: number[] = [];
  for (let k = low; k <= high; k += 1) probabilities.push(normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd));
  const total = probabilities.reduce((s, p) => s + p, 0);
  return { offset: low, probabilities: probabilities.map((p) => p / total) };
};

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * Outcome probabilities of a line bet on an integer quantity X (a margin or a total), where the bet
 * is measured as X x 4 + line in quarters; a quarter line is two half stakes, as in the contracts.
 */
export const lineOnDistribution = (distribution: IntegerDistribution, lineQuarters: number, negate = false): LineProbabilities => {
  const halves = lineQuarters % 2 === 0 ? [lineQuarters, lineQuarters] : [lineQuarters - 1, lineQuarters + 1];
  const result: LineProbabilities = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  distribution.probabilities.forEach((p, index) => {
    const value = (distribution.offset + index) * (negate ? -4 : 4);
    const total = sign(value + halves[0]!) + sign(value + halves[1]!);
    if (total === 2) result.win += p;
    else if (total === 1) result.halfWin += p;
    else if (total === 0) result.push += p;
    else if (total === -1) result.halfLoss += p;
    else result.loss += p;
  });
  return result;
};

/** Effective win probability of the home side on handicap `lineQuarters` (home's line) given the margin home - away. */
export const handicapHomeProbability = (margin: IntegerDistribution, lineQuarters: number): number =>
  effectiveWinProbability(lineOnDistribution(margin, lineQuarters));

/** Effective win probability of "over" the total line given the total's distribution. */
export const overProbability = (total: IntegerDistribution, lineQuarters: number): number => effectiveWinProbability(lineOnDistribution(total, -lineQuarters));

export const probabilityAbove = (distribution: IntegerDistribution, threshold: number): number =>
  distribution.probabilities.reduce((sum, p, index) => (distribution.offset + index > threshold ? sum + p : sum), 0);

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
