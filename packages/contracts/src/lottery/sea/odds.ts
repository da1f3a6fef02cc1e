import { problem, type LotteryProblem } from './problem';

/**
 * Money for the lottery games (sea/ and elott/ alike).
 *
 * Odds are integer thousandths of what a win pays back per 1.00 staked, stake included (decimal
 * odds): 1_920 pays 1.92 per 1.00, 2_500_000 pays 2,500.00 per 1.00. Integers so that the server
 * and the browser verifier agree to the last digit; thousandths because every published table
 * (4D prizes, K3 sums such as 20.73) fits them exactly.
 *
 * Stakes and wins are integer minor units (safe integers). The product runs through BigInt, since a
 * large stake times large odds passes 2^53 before the division, and the win is rounded down once,
 * so the player loses at most a fraction of one minor unit to rounding.
 */
export type Thousandths = number;
export const thousandthsPerUnit = 1000;

export const isStakeMinor = (stakeMinor: number): boolean => Number.isSafeInteger(stakeMinor) && stakeMinor > 0;
export const isThousandths = (odds: number): boolean => Number.isSafeInteger(odds) && odds >= 0;

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * floor(stake × odds / (1000 × shares)). `shares` splits one stake evenly over several numbers
 * (a 4D i-Box over its permutations); it is 1 everywhere else.
 */
export const winMinor = (stakeMinor: number, odds: Thousandths, shares = 1): number => {
  if (!isStakeMinor(stakeMinor)) throw new RangeError('a stake is a positive safe integer of minor units');
  if (!isThousandths(odds)) throw new RangeError('odds are a non-negative safe integer of thousandths');
  if (!Number.isSafeInteger(shares) || shares < 1) throw new RangeError('shares is a positive integer');
  const win = (BigInt(stakeMinor) * BigInt(odds)) / (BigInt(thousandthsPerUnit) * BigInt(shares));
  if (win > maxSafe) throw new RangeError('the win passes the largest safe integer');
  return Number(win);
};

/** Problems of every odds value in a staff-edited table, by path (`big.first`, `pick.3[2]`). */
export const oddsProblems = (entries: readonly (readonly [string, number])[]): LotteryProblem[] =>
  entries.filter(([, odds]) => !isThousandths(odds)).map(([path]) => problem(path, 'bad-odds'));

/** An exact fraction, always reduced, denominator positive: how RTPs are stated and tested. */
export type ExactRatio = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const ratio = (numerator: bigint, denominator: bigint): ExactRatio => {
  if (denominator <= 0n) throw new RangeError('a ratio needs a positive denominator');
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
};

/** For display only: never use the float for money. */
export const ratioToNumber = (r: ExactRatio): number => Number(r.numerator) / Number(r.denominator);

/** a < b, exactly. */
export const ratioLessThan = (a: ExactRatio, b: ExactRatio): boolean => a.numerator * b.denominator < b.numerator * a.denominator;

/** n choose k, exact. */
export const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
