import { minDecimalThousandths, type DecimalThousandths } from './odds-format';

/**
 * The book's margin. A market's outcomes have true probabilities p_i (summing to 1); the book offers
 * lower odds so that the sum of the implied probabilities 1/o_i, the overround, is 1 + margin.
 *
 * Method: proportional (multiplicative) margin. Each fair price 1/p_i is divided by the same factor
 * 1 + margin:
 *
 *   o_i = 1 / (p_i x (1 + margin))        so  sum 1/o_i = (1 + margin) x sum p_i = 1 + margin
 *
 * Every outcome carries the same relative cut, so favourites and long shots keep their ratio. Each
 * o_i is then rounded DOWN to a thousandth (never in the player's favour), which can only raise the
 * overround, by less than sum (1/o_i - 1/(o_i + 0.001)). Two clamps, both reported: a price below
 * 1.001 is raised to 1.001 (a near-certain outcome; the overround then falls short of the target) and
 * a price above maxDecimalThousandths is lowered to it.
 *
 * Probabilities come from floating-point models (markets.ts), so pricing runs in doubles; the result
 * is integers, and the feed's numbers are the ones that count: the UI shows them, it does not reprice.
 * The implied margin of offered odds, which settlement and audits read, is exact (BigInt).
 */

/** 1,000,000.00: beyond this a price is a typo or a dead outcome. */
export const maxDecimalThousandths = 1_000_000_000;
/** 100%: more would be no market a player should see. */
export const maxMarginBps = 10_000;

export type MarginProblemCode = 'bad-margin' | 'too-few-outcomes' | 'bad-probability' | 'bad-odds';

export const marginProblem = (marginBps: number): MarginProblemCode | undefined =>
  Number.isSafeInteger(marginBps) && marginBps >= 0 && marginBps <= maxMarginBps ? undefined : 'bad-margin';

/** Why a list of probabilities can not be priced: two outcomes at least, each finite and > 0. */
export const probabilitiesProblem = (probabilities: readonly number[]): MarginProblemCode | undefined => {
  if (probabilities.length < 2) return 'too-few-outcomes';
  return probabilities.every((p) => Number.isFinite(p) && p > 0) ? undefined : 'bad-probability';
};

/** Scales positive weights to sum to 1, so a model's rounding or a truncated tail does not move the margin. */
export const normalise = (weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
};

export type PricedMarket = {
  /** Offered decimal odds in thousandths, in the order of the probabilities. */
  odds: DecimalThousandths[];
  /** Indexes of the outcomes whose price hit 1.001 or maxDecimalThousandths. */
  clamped: number[];
};

/**
 * Offered odds for outcomes with these true probabilities (normalised first) and a margin in basis
 * points (500 = 5%, overround 1.05). Throws a RangeError for inputs the validators above refuse.
 */
export const priceWithMargin = (probabilities: readonly number[], marginBps: number): PricedMarket => {
  const problem = probabilitiesProblem(probabilities) ?? marginProblem(marginBps);
  if (problem !== undefined) throw new RangeError(problem);
  const factor = 1 + marginBps / 10_000;
  const clamped: number[] = [];
  const odds = normalise(probabilities).map((p, index) => {
    const raw = Math.floor(1_000 / (p * factor));
    if (raw >= minDecimalThousandths && raw <= maxDecimalThousandths) return raw;
    clamped.push(index);
    return raw < minDecimalThousandths ? minDecimalThousandths : maxDecimalThousandths;
  });
  return { odds, clamped };
};

/** Fair odds (thousandths, any margin already in them) back to the probabilities they imply, normalised. */
export const probabilitiesFromOdds = (odds: readonly DecimalThousandths[]): number[] => {
  if (!odds.every((o) => Number.isSafeInteger(o) && o >= minDecimalThousandths)) throw new RangeError('bad-odds');
  return normalise(odds.map((o) => 1_000 / o));
};

/** Re-prices a market given as fair (or differently margined) odds at a new margin. */
export const priceFairOddsWithMargin = (fairOdds: readonly DecimalThousandths[], marginBps: number): PricedMarket =>
  priceWithMargin(probabilitiesFromOdds(fairOdds), marginBps);

/** An exact fraction, reduced, denominator positive. */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const reduced = (numerator: bigint, denominator: bigint): Fraction => {
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
};

/** sum 1000/o_i, exactly: 1 means a fair book, above 1 the book's edge. */
export const overround = (odds: readonly DecimalThousandths[]): Fraction => {
  if (odds.length === 0 || !odds.every((o) => Number.isSafeInteger(o) && o >= minDecimalThousandths)) throw new RangeError('bad-odds');
  // sum a/b over the running common denominator, reduced at each step so it stays small.
  return odds.reduce<Fraction>((sum, o) => reduced(sum.numerator * BigInt(o) + 1_000n * sum.denominator, sum.denominator * BigInt(o)), {
    numerator: 0n,
    denominator: 1n,
  });
};

/** overround - 1, exactly; negative when the odds pay more than a fair book (an arbitrage). */
export const impliedMargin = (odds: readonly DecimalThousandths[]): Fraction => {
  const sum = overround(odds);
  return reduced(sum.numerator - sum.denominator, sum.denominator);
};

/** The implied margin in basis points, rounded to the nearest, halves away from zero. */
export const impliedMarginBps = (odds: readonly DecimalThousandths[]): number => {
  const { numerator, denominator } = impliedMargin(odds);
  const scaled = numerator * 10_000n;
  const magnitude = ((scaled < 0n ? -scaled : scaled) * 2n + denominator) / (2n * denominator);
  return Number(scaled < 0n ? -magnitude : magnitude);
};
