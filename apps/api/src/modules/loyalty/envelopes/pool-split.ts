import { randomBytes, randomInt } from 'node:crypto';

export type PoolSplitInput = { pool: bigint; count: number; min: bigint; max: bigint };

/** Why a split is impossible, or null when it is possible. */
export const poolSplitProblem = ({ pool, count, min, max }: PoolSplitInput): string | null => {
  if (!Number.isInteger(count) || count < 1) return 'the number of envelopes must be at least 1';
  if (min <= 0n) return 'the smallest envelope must hold more than zero';
  if (min > max) return 'the smallest envelope must not hold more than the largest';
  if (min * BigInt(count) > pool) return 'the pool is too small for that many envelopes of the smallest amount';
  if (max * BigInt(count) < pool) return 'the envelopes cannot hold the whole pool at the largest amount';
  return null;
};

/** A uniform bigint in [0, bound), from the CSPRNG, by rejection so no value is favoured. */
export const randomBigIntBelow = (bound: bigint): bigint => {
  if (bound <= 0n) throw new RangeError('bound must be positive');
  if (bound <= 0xffff_ffff_ffffn) return BigInt(randomInt(0, Number(bound)));
  const bytes = Math.ceil(bound.toString(16).length / 2);
  const span = 1n << BigInt(bytes * 8);
  const limit = span - (span % bound);
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (value < limit) return value % bound;
  }
};

/**
 * Splits a pool into `count` random amounts from node:crypto that sum to the pool exactly, each
 * between min and max. Every envelope starts at min; the rest is dealt envelope by envelope, each
 * drawing uniformly between what the others can no longer absorb and twice the mean still to deal
 * (capped by max), so amounts vary without the first envelopes taking most; a shuffle then hides
 * the dealing order. Throws a RangeError for an impossible configuration.
 */
export const splitPool = (input: PoolSplitInput, below: (bound: bigint) => bigint = randomBigIntBelow): bigint[] => {
  const problem = poolSplitProblem(input);
  if (problem) throw new RangeError(problem);
  const { pool, count, min, max } = input;
  const room = max - min;
  let rest = pool - min * BigInt(count);
  const amounts: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const remaining = BigInt(count - i);
    const low = rest - (remaining - 1n) * room > 0n ? rest - (remaining - 1n) * room : 0n;
    const twiceMean = (2n * rest) / remaining;
    let high = room < rest ? room : rest;
    if (twiceMean < high) high = twiceMean;
    if (high < low) high = low;
    const extra = i === count - 1 ? rest : low + below(high - low + 1n);
    amounts.push(min + extra);
    rest -= extra;
  }
  for (let i = amounts.length - 1; i > 0; i--) {
    const j = Number(below(BigInt(i + 1)));
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
};
