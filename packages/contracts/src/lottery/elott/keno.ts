import { isStakeMinor, oddsProblems, winMinor, type Thousandths } from '../sea/odds';
import { problem, type LotteryProblem } from '../sea/problem';
import type { ElottDraw } from './games';

/**
 * Keno, 20 of 80. Bets:
 * - pick 1 to 10 distinct numbers; the paytable row for that many picks says what each number of
 *   hits pays (index = hits);
 * - big / small / odd / even on the sum of the 20 numbers (210..1410, centre 810): big wins above
 *   810, small below, and both lose at exactly 810 (0.44% of draws); odd / even by the sum's parity.
 * Odds in thousandths, stake included (sea/odds.ts).
 */
export const kenoPickCounts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type KenoPickCount = (typeof kenoPickCounts)[number];
export const kenoSumSides = ['big', 'small', 'odd', 'even'] as const;
export type KenoSumSide = (typeof kenoSumSides)[number];
export const kenoSumCentre = 810;

export type KenoBet = { kind: 'pick'; numbers: readonly number[]; stakeMinor: number } | { kind: KenoSumSide; stakeMinor: number };

export type KenoPaytable = {
  pick: Readonly<Record<KenoPickCount, readonly Thousandths[]>>;
  sum: Readonly<Record<KenoSumSide, Thousandths>>;
};

/**
 * Defaults. Every pick row returns between 94.3% and 95.0% (exact figures in rtp.test.ts and
 * docs/lottery-elott.md); the sum bets pay 1.92, returning 95.58% (big, small) and 96.00% (odd, even).
 */
export const kenoDefaultPaytable: KenoPaytable = {
  pick: {
    1: [0, 3_800],
    2: [0, 1_000, 9_400],
    3: [0, 0, 3_000, 38_000],
    4: [0, 0, 2_000, 8_000, 57_000],
    5: [0, 0, 1_000, 4_000, 17_000, 210_000],
    6: [0, 0, 500, 2_000, 8_000, 70_000, 700_000],
    7: [0, 0, 0, 2_000, 4_000, 21_000, 200_000, 2_500_000],
    8: [0, 0, 0, 1_000, 2_000, 12_000, 82_000, 800_000, 6_000_000],
    9: [0, 0, 0, 500, 2_000, 6_000, 35_000, 220_000, 2_000_000, 10_000_000],
    10: [1_000, 0, 0, 0, 1_000, 4_000, 20_000, 120_000, 740_000, 4_000_000, 20_000_000],
  },
  sum: { big: 1_920, small: 1_920, odd: 1_920, even: 1_920 },
};

export const isKenoPickCount = (n: number): n is KenoPickCount => Number.isInteger(n) && n >= 1 && n <= 10;

export const kenoBetProblems = (bet: KenoBet): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (bet.kind === 'pick') {
    if (!isKenoPickCount(bet.numbers.length)) problems.push(problem('numbers', 'wrong-count'));
    bet.numbers.forEach((n, i) => {
      if (!Number.isInteger(n) || n < 1 || n > 80) problems.push(problem(`numbers[${i}]`, 'bad-number'));
      else if (bet.numbers.indexOf(n) !== i) problems.push(problem(`numbers[${i}]`, 'duplicate'));
    });
  }
  if (!isStakeMinor(bet.stakeMinor)) problems.push(problem('stakeMinor', 'bad-stake'));
  return problems;
};

export const kenoPaytableProblems = (paytable: KenoPaytable): LotteryProblem[] => [
  ...kenoPickCounts.flatMap((k) => (paytable.pick[k].length === k + 1 ? [] : [problem(`pick.${k}`, 'wrong-count', k + 1)])),
  ...oddsProblems([
    ...kenoPickCounts.flatMap((k) => paytable.pick[k].map((odds, hits): [string, number] => [`pick.${k}[${hits}]`, odds])),
    ...kenoSumSides.map((side): [string, number] => [`sum.${side}`, paytable.sum[side]]),
  ]),
];

const pickRow = (paytable: KenoPaytable, count: number): readonly Thousandths[] => {
  if (!isKenoPickCount(count)) throw new RangeError('a keno pick bet has 1 to 10 numbers');
  const row = paytable.pick[count];
  if (row.length !== count + 1) throw new RangeError(`the keno paytable for ${count} picks needs ${count + 1} entries`);
  return row;
};

/** Does a sum side win for this total. */
export const kenoSumWins = (side: KenoSumSide, total: number): boolean => {
  switch (side) {
    case 'big':
      return total > kenoSumCentre;
    case 'small':
      return total < kenoSumCentre;
    case 'odd':
      return total % 2 === 1;
    case 'even':
      return total % 2 === 0;
  }
};

/** What the draw pays the bet per 1.00 staked, in thousandths; 0 for a loss. */
export const kenoOdds = (bet: KenoBet, draw: ElottDraw, paytable: KenoPaytable): Thousandths => {
  if (bet.kind === 'pick') {
    const drawn = new Set(draw.numbers);
    const hits = bet.numbers.filter((n) => drawn.has(n)).length;
    return pickRow(paytable, bet.numbers.length)[hits]!;
  }
  const total = draw.numbers.reduce((sum, n) => sum + n, 0);
  return kenoSumWins(bet.kind, total) ? paytable.sum[bet.kind] : 0;
};

export const settleKeno = (bet: KenoBet, draw: ElottDraw, paytable: KenoPaytable): number => winMinor(bet.stakeMinor, kenoOdds(bet, draw, paytable));

/** The most one draw can pay the bet. */
export const kenoMaxPayout = (bet: KenoBet, paytable: KenoPaytable): number =>
  winMinor(bet.stakeMinor, bet.kind === 'pick' ? Math.max(...pickRow(paytable, bet.numbers.length)) : paytable.sum[bet.kind]);
