import { isStakeMinor, oddsProblems, ratio, thousandthsPerUnit, winMinor, type ExactRatio, type Thousandths } from './odds';
import { problem, type LotteryProblem } from './problem';
import { isDigits, type ThaiResults } from './thai-results';

/**
 * What the platform sells on a Thai draw, each at staff-set fixed odds (thousandths, odds.ts):
 * - `exact6`: the 6-digit first prize;
 * - `front3` / `last3`: a 3-digit number against the two front-three (last-three) prizes; each of
 *   the two that matches pays, so a number drawn twice pays twice;
 * - `last2`: a 2-digit number against the last-two prize;
 * - `first-last3` / `first-last2`: the last three (two) digits of the first prize, what the Thai
 *   market calls "three top" and "two top".
 */
export const thaiBetKinds = ['exact6', 'front3', 'last3', 'last2', 'first-last3', 'first-last2'] as const;
export type ThaiBetKind = (typeof thaiBetKinds)[number];

export type ThaiBet = { kind: ThaiBetKind; number: string; stakeMinor: number };
export type ThaiOdds = Readonly<Record<ThaiBetKind, Thousandths>>;

/** Digits of the number a bet names. */
export const thaiBetDigits: Readonly<Record<ThaiBetKind, number>> = { exact6: 6, front3: 3, last3: 3, last2: 2, 'first-last3': 3, 'first-last2': 2 };

/** How many drawn numbers a bet is matched against. */
export const thaiBetPositions: Readonly<Record<ThaiBetKind, number>> = { exact6: 1, front3: 2, last3: 2, last2: 1, 'first-last3': 1, 'first-last2': 1 };

/**
 * Defaults that return 90% nominally for every kind (odds × positions / 10^digits): 900,000 for the
 * exact six, 450 for either three-digit pair, 900 for three top, 90 for the two-digit bets.
 */
export const thaiDefaultOdds: ThaiOdds = {
  exact6: 900_000_000,
  front3: 450_000,
  last3: 450_000,
  last2: 90_000,
  'first-last3': 900_000,
  'first-last2': 90_000,
};

export const thaiOddsProblems = (odds: ThaiOdds): LotteryProblem[] => oddsProblems(thaiBetKinds.map((kind): [string, number] => [kind, odds[kind]]));

export const thaiBetProblems = (bet: ThaiBet): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (!isDigits(bet.number, thaiBetDigits[bet.kind])) problems.push(problem('number', 'bad-number', thaiBetDigits[bet.kind]));
  if (!isStakeMinor(bet.stakeMinor)) problems.push(problem('stakeMinor', 'bad-stake'));
  return problems;
};

/** The drawn numbers a bet of `kind` is matched against, one per position. */
export const thaiDrawnFor = (kind: ThaiBetKind, results: ThaiResults): readonly string[] => {
  switch (kind) {
    case 'exact6':
      return [results.first];
    case 'front3':
      return results.front3;
    case 'last3':
      return results.last3;
    case 'last2':
      return [results.last2];
    case 'first-last3':
      return [results.first.slice(-3)];
    case 'first-last2':
      return [results.first.slice(-2)];
  }
};

/** The win in minor units: stake × odds for each matching position, each rounded down; 0 for a loss. */
export const settleThai = (bet: ThaiBet, results: ThaiResults, odds: ThaiOdds): number => {
  const matches = thaiDrawnFor(bet.kind, results).filter((drawn) => drawn === bet.number).length;
  if (matches === 0) return 0;
  const total = matches * winMinor(bet.stakeMinor, odds[bet.kind]);
  if (!Number.isSafeInteger(total)) throw new RangeError('the win passes the largest safe integer');
  return total;
};

/** What the bet costs the house each time `number` is drawn in one of its positions (the per-number sales limit's figure). */
export const thaiLiabilityIfDrawn = (bet: ThaiBet, number: string, odds: ThaiOdds): number =>
  number === bet.number ? winMinor(bet.stakeMinor, odds[bet.kind]) : 0;

/** The most the bet can pay: its number drawn in every position it is matched against. */
export const thaiMaxPayout = (bet: ThaiBet, odds: ThaiOdds): number => thaiBetPositions[bet.kind] * winMinor(bet.stakeMinor, odds[bet.kind]);

/** Nominal RTP: odds × positions / 10^digits, each drawn number being uniform over its 10^digits values. */
export const thaiNominalRtp = (kind: ThaiBetKind, odds: ThaiOdds): ExactRatio =>
  ratio(BigInt(odds[kind]) * BigInt(thaiBetPositions[kind]), BigInt(thousandthsPerUnit) * 10n ** BigInt(thaiBetDigits[kind]));
