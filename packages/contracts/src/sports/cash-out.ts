import { betProblems, factorDenominator, legFactorNumerator, thousandthsPerUnit, type Thousandths } from './bet-settlement';
import type { LegOutcome } from './leg-outcome';

/**
 * The cash-out price of an open bet: what the house pays now to close it.
 *
 *   potential = stake x product(settled legs' factors) x product(open legs' locked odds)
 *   fair      = potential x product(open legs' win probabilities)
 *   price     = floor(fair x (10_000 - marginBasisPoints) / 10_000), never above floor(potential)
 *
 * Settled legs count with their settlement factor (bet-settlement.ts: a void leg 1, a half-win
 * (1 + odds) / 2, a loss 0), so a parlay with a lost leg is worth 0. An open leg is valued as
 * win-or-lose at its locked odds: the caller's probability is the fair (margin-free) chance that it
 * wins; for a quarter line that may also push or half-win, the pricing side folds those into an
 * equivalent win probability. A probability comes either as parts per million or as current fair
 * decimal odds in thousandths (p = 1000 / odds).
 *
 * All in BigInt as one exact fraction, rounded down once at the end, like a settlement.
 */
export type OpenLegPrice = { probabilityPpm: number } | { fairOdds: Thousandths };

export type CashOutLeg = { odds: Thousandths; state: 'settled'; outcome: LegOutcome } | { odds: Thousandths; state: 'open'; price: OpenLegPrice };

export const partsPerMillion = 1_000_000;
export const basisPointsPerUnit = 10_000;

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** A probability as an exact fraction in [0, 1]; throws 'bad-probability' otherwise. */
const probabilityOf = (price: OpenLegPrice): { numerator: bigint; denominator: bigint } => {
  if ('probabilityPpm' in price) {
    const ppm = price.probabilityPpm;
    if (!Number.isSafeInteger(ppm) || ppm < 0 || ppm > partsPerMillion) throw new RangeError('bad-probability');
    return { numerator: BigInt(ppm), denominator: BigInt(partsPerMillion) };
  }
  // Fair odds below 1.000 would be a probability above 1.
  if (!Number.isSafeInteger(price.fairOdds) || price.fairOdds < thousandthsPerUnit) throw new RangeError('bad-probability');
  return { numerator: BigInt(thousandthsPerUnit), denominator: BigInt(price.fairOdds) };
};

/**
 * The cash-out price in minor units. Throws a RangeError (codes) for a bad stake, leg count, odds,
 * probability or margin, and 'no-open-legs' for a bet with nothing left to play: that bet is
 * settled, not cashed out.
 */
export const cashOutPrice = (stakeMinor: number, legs: readonly CashOutLeg[], marginBasisPoints: number): number => {
  const problems = betProblems(stakeMinor, legs);
  if (!Number.isSafeInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints > basisPointsPerUnit) problems.push('bad-margin');
  if (problems.length > 0) throw new RangeError(problems.join(','));
  if (!legs.some((leg) => leg.state === 'open')) throw new RangeError('no-open-legs');

  // potential = potentialNumerator / potentialDenominator; fair multiplies in the probabilities.
  let potentialNumerator = BigInt(stakeMinor);
  let potentialDenominator = 1n;
  let probabilityNumerator = 1n;
  let probabilityDenominator = 1n;
  for (const leg of legs) {
    if (leg.state === 'settled') {
      potentialNumerator *= legFactorNumerator(leg);
      potentialDenominator *= factorDenominator;
      continue;
    }
    potentialNumerator *= BigInt(leg.odds);
    potentialDenominator *= BigInt(thousandthsPerUnit);
    const p = probabilityOf(leg.price);
    probabilityNumerator *= p.numerator;
    probabilityDenominator *= p.denominator;
  }
  const keep = BigInt(basisPointsPerUnit - marginBasisPoints);
  const price = (potentialNumerator * probabilityNumerator * keep) / (potentialDenominator * probabilityDenominator * BigInt(basisPointsPerUnit));
  const potential = potentialNumerator / potentialDenominator;
  // p <= 1 and keep <= 1 already hold; the cap states the promise rather than trusting the inputs' checks.
  const capped = price < potential ? price : potential;
  if (capped > maxSafe) throw new RangeError('return-exceeds-safe-integer');
  return Number(capped);
};
