import { isStakeMinor, oddsProblems, winMinor, type Thousandths } from '../sea/odds';
import { problem, type LotteryProblem } from '../sea/problem';
import type { ElottDraw } from './games';

/**
 * K3 (kuai 3): three dice. Bets:
 * - `sum` of the three, 3..18;
 * - big (sum 11..18) / small (3..10) / odd / even of the sum, with no exception for triples;
 * - `triple` of one face (all three show it), `any-triple` (all three equal);
 * - `pair` of one face: at least two dice show it (a triple of that face counts).
 */
export const k3Totals = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
export type K3Total = (typeof k3Totals)[number];
export const k3Sides = ['big', 'small', 'odd', 'even'] as const;
export type K3Side = (typeof k3Sides)[number];

export type K3Bet =
  | { kind: 'sum'; total: number; stakeMinor: number }
  | { kind: K3Side; stakeMinor: number }
  | { kind: 'triple'; face: number; stakeMinor: number }
  | { kind: 'any-triple'; stakeMinor: number }
  | { kind: 'pair'; face: number; stakeMinor: number };

export type K3Paytable = {
  sum: Readonly<Record<K3Total, Thousandths>>;
  sides: Readonly<Record<K3Side, Thousandths>>;
  triple: Thousandths;
  anyTriple: Thousandths;
  pair: Thousandths;
};

/**
 * Defaults at a 4% house edge: each is 0.96 / P(win), rounded down to 0.01. Exact (216 equally
 * likely outcomes): sides 108/216, triple 1/216, any triple 6/216, pair 16/216, sums 1 to 27 ways.
 * Sides, triples and pairs return exactly 96%; sums with odds rounded down a little less (95.94%+).
 */
export const k3DefaultPaytable: K3Paytable = {
  sum: {
    3: 207_360,
    4: 69_120,
    5: 34_560,
    6: 20_730,
    7: 13_820,
    8: 9_870,
    9: 8_290,
    10: 7_680,
    11: 7_680,
    12: 8_290,
    13: 9_870,
    14: 13_820,
    15: 20_730,
    16: 34_560,
    17: 69_120,
    18: 207_360,
  },
  sides: { big: 1_920, small: 1_920, odd: 1_920, even: 1_920 },
  triple: 207_360,
  anyTriple: 34_560,
  pair: 12_960,
};

export const isK3Total = (n: number): n is K3Total => Number.isInteger(n) && n >= 3 && n <= 18;
const isFace = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 6;

export const k3BetProblems = (bet: K3Bet): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (bet.kind === 'sum' && !isK3Total(bet.total)) problems.push(problem('total', 'bad-number'));
  if ((bet.kind === 'triple' || bet.kind === 'pair') && !isFace(bet.face)) problems.push(problem('face', 'bad-number'));
  if (!isStakeMinor(bet.stakeMinor)) problems.push(problem('stakeMinor', 'bad-stake'));
  return problems;
};

export const k3PaytableProblems = (paytable: K3Paytable): LotteryProblem[] =>
  oddsProblems([
    ...k3Totals.map((total): [string, number] => [`sum.${total}`, paytable.sum[total]]),
    ...k3Sides.map((side): [string, number] => [`sides.${side}`, paytable.sides[side]]),
    ['triple', paytable.triple],
    ['anyTriple', paytable.anyTriple],
    ['pair', paytable.pair],
  ]);

/** Does the bet win on these three dice. */
export const k3Wins = (bet: K3Bet, dice: readonly number[]): boolean => {
  const total = dice.reduce((sum, d) => sum + d, 0);
  switch (bet.kind) {
    case 'sum':
      return total === bet.total;
    case 'big':
      return total >= 11;
    case 'small':
      return total <= 10;
    case 'odd':
      return total % 2 === 1;
    case 'even':
      return total % 2 === 0;
    case 'triple':
      return dice.every((d) => d === bet.face);
    case 'any-triple':
      return dice.every((d) => d === dice[0]);
    case 'pair':
      return dice.filter((d) => d === bet.face).length >= 2;
  }
};

/** What a winning bet pays per 1.00 staked, in thousandths. */
export const k3BetOdds = (bet: K3Bet, paytable: K3Paytable): Thousandths => {
  switch (bet.kind) {
    case 'sum':
      if (!isK3Total(bet.total)) throw new RangeError('a K3 sum is 3 to 18');
      return paytable.sum[bet.total];
    case 'triple':
      return paytable.triple;
    case 'any-triple':
      return paytable.anyTriple;
    case 'pair':
      return paytable.pair;
    default:
      return paytable.sides[bet.kind];
  }
};

export const settleK3 = (bet: K3Bet, draw: ElottDraw, paytable: K3Paytable): number =>
  k3Wins(bet, draw.numbers) ? winMinor(bet.stakeMinor, k3BetOdds(bet, paytable)) : 0;

/** The most one draw can pay the bet: every K3 bet pays once or not at all. */
export const k3MaxPayout = (bet: K3Bet, paytable: K3Paytable): number => winMinor(bet.stakeMinor, k3BetOdds(bet, paytable));
