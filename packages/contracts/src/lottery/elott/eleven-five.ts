import { isStakeMinor, oddsProblems, winMinor, type Thousandths } from '../sea/odds';
import { problem, type LotteryProblem } from '../sea/problem';
import type { ElottDraw } from './games';

/**
 * 11x5 (11 choose 5): five distinct numbers from 01..11 in draw order. Bets:
 * - `any` N of 5 (N = 1..5): the player names N numbers and wins when all N are among the five
 *   drawn, in any order;
 * - `first`: one number, which must be the first one drawn.
 */
export const elevenFiveAnyCounts = [1, 2, 3, 4, 5] as const;
export type ElevenFiveAnyCount = (typeof elevenFiveAnyCounts)[number];

export type ElevenFiveBet = { kind: 'any'; numbers: readonly number[]; stakeMinor: number } | { kind: 'first'; number: number; stakeMinor: number };

export type ElevenFivePaytable = { any: Readonly<Record<ElevenFiveAnyCount, Thousandths>>; first: Thousandths };

/**
 * Defaults at a 4% house edge, 0.96 / P(win) rounded down to 0.01: P(any N) = C(5,N) / C(11,N) =
 * 5/11, 2/11, 2/33, 1/66, 1/462; P(first) = 1/11. All return exactly 96% except any-1 (2.112
 * rounded to 2.11: 95.909%).
 */
export const elevenFiveDefaultPaytable: ElevenFivePaytable = {
  any: { 1: 2_110, 2: 5_280, 3: 15_840, 4: 63_360, 5: 443_520 },
  first: 10_560,
};

export const isElevenFiveAnyCount = (n: number): n is ElevenFiveAnyCount => Number.isInteger(n) && n >= 1 && n <= 5;
const isBall = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 11;

export const elevenFiveBetProblems = (bet: ElevenFiveBet): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (bet.kind === 'any') {
    if (!isElevenFiveAnyCount(bet.numbers.length)) problems.push(problem('numbers', 'wrong-count'));
    bet.numbers.forEach((n, i) => {
      if (!isBall(n)) problems.push(problem(`numbers[${i}]`, 'bad-number'));
      else if (bet.numbers.indexOf(n) !== i) problems.push(problem(`numbers[${i}]`, 'duplicate'));
    });
  }
  if (bet.kind === 'first' && !isBall(bet.number)) problems.push(problem('number', 'bad-number'));
  if (!isStakeMinor(bet.stakeMinor)) problems.push(problem('stakeMinor', 'bad-stake'));
  return problems;
};

export const elevenFivePaytableProblems = (paytable: ElevenFivePaytable): LotteryProblem[] =>
  oddsProblems([...elevenFiveAnyCounts.map((n): [string, number] => [`any.${n}`, paytable.any[n]]), ['first', paytable.first]]);

export const elevenFiveWins = (bet: ElevenFiveBet, numbers: readonly number[]): boolean =>
  bet.kind === 'first' ? numbers[0] === bet.number : bet.numbers.every((n) => numbers.includes(n));

export const elevenFiveBetOdds = (bet: ElevenFiveBet, paytable: ElevenFivePaytable): Thousandths => {
  if (bet.kind === 'first') return paytable.first;
  if (!isElevenFiveAnyCount(bet.numbers.length)) throw new RangeError('an 11x5 any bet names 1 to 5 numbers');
  return paytable.any[bet.numbers.length];
};

export const settleElevenFive = (bet: ElevenFiveBet, draw: ElottDraw, paytable: ElevenFivePaytable): number =>
  elevenFiveWins(bet, draw.numbers) ? winMinor(bet.stakeMinor, elevenFiveBetOdds(bet, paytable)) : 0;

/** The most one draw can pay the bet: every 11x5 bet pays once or not at all. */
export const elevenFiveMaxPayout = (bet: ElevenFiveBet, paytable: ElevenFivePaytable): number => winMinor(bet.stakeMinor, elevenFiveBetOdds(bet, paytable));
