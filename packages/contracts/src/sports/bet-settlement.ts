import type { LegOutcome } from './leg-outcome';

/**
 * The return of a settled single or parlay, in integer minor units.
 *
 * Odds are locked per leg when the bet is placed, as integer thousandths of decimal odds (1_950 =
 * 1.95, stake included). Each leg multiplies the stake by a factor:
 *
 *   win        odds / 1000
 *   half-win   (1 + odds / 1000) / 2   half the stake wins at the odds, half comes back
 *   push, void 1                       the leg drops out of a parlay
 *   half-loss  1 / 2                   half the stake is lost, half comes back
 *   loss       0                       the whole parlay returns nothing
 *
 * Every factor is an exact fraction over 2000, so the return is
 *
 *   floor(stake x product(numerators) / 2000^legs)
 *
 * computed in BigInt and rounded down once, at the end: rounding per leg would compound and make
 * the order of legs matter. The player loses under one minor unit to rounding. The return is the
 * whole amount paid back (stake included); 0 on a loss.
 */
export type Thousandths = number;
export const thousandthsPerUnit = 1000;
export const minParlayLegs = 2;
export const maxParlayLegs = 10;

export type SettledLeg = { odds: Thousandths; outcome: LegOutcome };

/** A leg factor as an exact fraction: numerator / factorDenominator. */
export const factorDenominator = 2n * BigInt(thousandthsPerUnit);

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

export const isStakeMinor = (stakeMinor: number): boolean => Number.isSafeInteger(stakeMinor) && stakeMinor > 0;

/** Decimal odds above 1.000: odds of exactly 1 (or less) could only return the stake or lose it. */
export const isLegOdds = (odds: number): boolean => Number.isSafeInteger(odds) && odds > thousandthsPerUnit;

/** The numerator of a leg's factor over factorDenominator (2000). */
export const legFactorNumerator = (leg: SettledLeg): bigint => {
  if (!isLegOdds(leg.odds)) throw new RangeError('bad-odds');
  const odds = BigInt(leg.odds);
  const unit = BigInt(thousandthsPerUnit);
  switch (leg.outcome) {
    case 'win':
      return 2n * odds;
    case 'half-win':
      return unit + odds;
    case 'push':
    case 'void':
      return 2n * unit;
    case 'half-loss':
      return unit;
    case 'loss':
      return 0n;
  }
};

/** What is wrong with a bet's stake and legs, as codes (empty when it can be settled). */
export const betProblems = (stakeMinor: number, legs: readonly { odds: Thousandths }[]): string[] => {
  const problems: string[] = [];
  if (!isStakeMinor(stakeMinor)) problems.push('bad-stake');
  if (legs.length < 1 || legs.length > maxParlayLegs) problems.push('bad-leg-count');
  if (legs.some((leg) => !isLegOdds(leg.odds))) problems.push('bad-odds');
  return problems;
};

/** stake x product(numerators) / 2000^legs as an exact fraction, before rounding. */
export const exactReturn = (stakeMinor: number, legs: readonly SettledLeg[]): { numerator: bigint; denominator: bigint } => {
  const problems = betProblems(stakeMinor, legs);
  if (problems.length > 0) throw new RangeError(problems.join(','));
  let numerator = BigInt(stakeMinor);
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legFactorNumerator(leg);
    denominator *= factorDenominator;
  }
  return { numerator, denominator };
};

const toSafeMinor = (amount: bigint): number => {
  if (amount > maxSafe) throw new RangeError('return-exceeds-safe-integer');
  return Number(amount);
};

/**
 * The return of a settled bet: one leg is a single, 2 to 10 a parlay. Throws a RangeError (codes)
 * for a bad stake, leg count or odds: all are checked when the bet is placed.
 */
export const betReturn = (stakeMinor: number, legs: readonly SettledLeg[]): number => {
  const exact = exactReturn(stakeMinor, legs);
  return toSafeMinor(exact.numerator / exact.denominator);
};

/** The return if every leg wins: what the bet slip shows as the potential return. */
export const potentialReturn = (stakeMinor: number, legs: readonly { odds: Thousandths }[]): number =>
  betReturn(
    stakeMinor,
    legs.map((leg) => ({ odds: leg.odds, outcome: 'win' as const })),
  );
