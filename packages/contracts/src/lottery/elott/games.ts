import { problem, type LotteryProblem } from '../sea/problem';

/**
 * The fast e-lottery games and the shape of a draw. Numbers keep their draw order (11x5's first
 * position bet depends on it; keno and K3 bets do not, and screens may sort them).
 * - keno: 20 distinct numbers from 1..80;
 * - k3: three dice, 1..6 each, drawn independently (repeats are the point);
 * - 11x5: 5 distinct numbers from 1..11 (shown as 01..11).
 */
export const elottGames = ['keno', 'k3', '11x5'] as const;
export type ElottGame = (typeof elottGames)[number];

export type ElottDraw = { game: ElottGame; numbers: readonly number[] };

export type ElottGameShape = { pool: number; count: number; distinct: boolean };

export const elottGameShapes: Readonly<Record<ElottGame, ElottGameShape>> = {
  keno: { pool: 80, count: 20, distinct: true },
  k3: { pool: 6, count: 3, distinct: false },
  '11x5': { pool: 11, count: 5, distinct: true },
};

export const isElottGame = (value: string): value is ElottGame => (elottGames as readonly string[]).includes(value);

/** What is wrong with a draw for its game: count, range, repeats where the game draws distinct numbers. */
export const elottDrawProblems = (draw: ElottDraw): LotteryProblem[] => {
  const shape = elottGameShapes[draw.game];
  const problems: LotteryProblem[] = [];
  if (draw.numbers.length !== shape.count) problems.push(problem('numbers', 'wrong-count', shape.count));
  const seen = new Set<number>();
  draw.numbers.forEach((n, i) => {
    if (!Number.isInteger(n) || n < 1 || n > shape.pool) problems.push(problem(`numbers[${i}]`, 'bad-number'));
    else if (shape.distinct && seen.has(n)) problems.push(problem(`numbers[${i}]`, 'duplicate'));
    seen.add(n);
  });
  return problems;
};
