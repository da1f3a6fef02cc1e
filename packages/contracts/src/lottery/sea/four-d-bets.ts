import { fourDConsolationCount, fourDPositions, fourDStarterCount, fourDTiers, isFourDNumber, type FourDResults, type FourDTier } from './four-d-results';
import { fourDTierOdds, type FourDSize, type FourDTable } from './four-d-tables';
import { isStakeMinor, winMinor } from './odds';
import { problem, type LotteryProblem } from './problem';

/**
 * 4D bets. Size: Big (any of the 23 positions) or Small (1st, 2nd, 3rd only). Mode:
 * - `straight` (ordinary entry): the number exactly as written.
 * - `box` (Singapore "System Entry", Malaysia "Box"): one straight bet of `stakeMinor` on every
 *   distinct permutation of the digits; costs stake × permutations (24, 12, 6 or 4).
 * - `ibox` (Magnum "i-Box", Singapore "iBet"): one stake spread evenly over the permutations; a
 *   winning permutation pays its prize × stake / permutations. Costs the stake. Singapore prints its
 *   iBet prizes as whole dollars per S$1; here the division is exact and only each win is rounded.
 * "Roll" (one digit any of 0-9) is not sold: it is ten straight bets, which the cart can place.
 */
export const fourDSizes = ['big', 'small'] as const satisfies readonly FourDSize[];
export const fourDModes = ['straight', 'box', 'ibox'] as const;
export type FourDMode = (typeof fourDModes)[number];

export type FourDBet = { number: string; size: FourDSize; mode: FourDMode; stakeMinor: number };

/** One winning position: each pays separately, rounded down on its own. */
export type FourDHit = { tier: FourDTier; path: string; number: string; winMinor: number };

/** The distinct orderings of the four digits, sorted: 24, 12 (one pair), 6 (two pairs), 4 (a triple) or 1. */
export const fourDPermutations = (number: string): string[] => {
  const found = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest === '') {
      found.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i += 1) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...found].sort();
};

/** The numbers a bet wins on. */
export const fourDCoveredNumbers = (bet: FourDBet): string[] => (bet.mode === 'straight' ? [bet.number] : fourDPermutations(bet.number));

/** How many ways an i-Box stake is split (1 for the other modes, whose stake is per number). */
const shares = (bet: FourDBet): number => (bet.mode === 'ibox' ? fourDPermutations(bet.number).length : 1);

const safeSum = (values: readonly number[]): number => {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('the total passes the largest safe integer');
  return total;
};

export const fourDBetProblems = (bet: FourDBet): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (!isFourDNumber(bet.number)) problems.push(problem('number', 'bad-number', 4));
  else if (bet.mode !== 'straight' && fourDPermutations(bet.number).length === 1) problems.push(problem('mode', 'single-permutation'));
  if (!isStakeMinor(bet.stakeMinor)) problems.push(problem('stakeMinor', 'bad-stake'));
  return problems;
};

/** What the player pays: the stake, or stake × permutations for a box. */
export const fourDBetCost = (bet: FourDBet): number => {
  const cost = bet.mode === 'box' ? bet.stakeMinor * fourDPermutations(bet.number).length : bet.stakeMinor;
  if (!Number.isSafeInteger(cost)) throw new RangeError('the cost passes the largest safe integer');
  return cost;
};

/** Every position the bet wins, with what each pays. */
export const fourDHits = (bet: FourDBet, results: FourDResults, table: FourDTable): FourDHit[] => {
  const covered = new Set(fourDCoveredNumbers(bet));
  const split = shares(bet);
  return fourDPositions(results).flatMap((position): FourDHit[] => {
    const odds = fourDTierOdds(table, bet.size, position.tier);
    if (!covered.has(position.number) || odds === 0) return [];
    return [{ ...position, winMinor: winMinor(bet.stakeMinor, odds, split) }];
  });
};

/** The win in minor units: the sum of every winning position's prize; 0 for a loss. */
export const settleFourD = (bet: FourDBet, results: FourDResults, table: FourDTable): number =>
  safeSum(fourDHits(bet, results, table).map((hit) => hit.winMinor));

const bestOdds = (table: FourDTable, size: FourDSize): number => Math.max(...fourDTiers.map((tier) => fourDTierOdds(table, size, tier)));

/**
 * What the bet costs the house each time `number` is drawn, at the best tier it can take: the figure
 * a per-number sales limit adds up. A result pays at most the sum of this over its 23 positions.
 */
export const fourDLiabilityIfDrawn = (bet: FourDBet, number: string, table: FourDTable): number => {
  if (!fourDCoveredNumbers(bet).includes(number)) return 0;
  return winMinor(bet.stakeMinor, bestOdds(table, bet.size), shares(bet));
};

/**
 * The most the bet can pay on any result: every position filled with a number it covers. Only
 * reachable through repeats; a bound for checks, not a figure for sales limits.
 */
export const fourDMaxPayout = (bet: FourDBet, table: FourDTable): number => {
  const split = shares(bet);
  const perPosition = (tier: FourDTier): number => {
    const odds = fourDTierOdds(table, bet.size, tier);
    return odds === 0 ? 0 : winMinor(bet.stakeMinor, odds, split);
  };
  return safeSum([
    perPosition('first'),
    perPosition('second'),
    perPosition('third'),
    ...Array.from({ length: fourDStarterCount }, () => perPosition('starter')),
    ...Array.from({ length: fourDConsolationCount }, () => perPosition('consolation')),
  ]);
};
