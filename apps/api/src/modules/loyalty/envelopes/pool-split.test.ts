import { describe, expect, it } from 'vitest';
import { poolSplitProblem, randomBigIntBelow, splitPool } from './pool-split';

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('the red-envelope pool split', () => {
  const configs = [
    { pool: 10_000n, count: 10, min: 100n, max: 5_000n },
    { pool: 10_000n, count: 10, min: 1_000n, max: 1_000n },
    { pool: 1_000_000n, count: 7, min: 1n, max: 1_000_000n },
    { pool: 99_999n, count: 1_000, min: 50n, max: 120n },
    { pool: 1_000_000_000_000_000n, count: 3, min: 1n, max: 900_000_000_000_000n },
  ];
  it.each(configs)('sums exactly to the pool with every envelope within min and max (%o)', (config) => {
    for (let run = 0; run < 30; run++) {
      const amounts = splitPool(config);
      expect(amounts).toHaveLength(config.count);
      expect(sum(amounts)).toBe(config.pool);
      for (const amount of amounts) {
        expect(amount >= config.min && amount <= config.max).toBe(true);
      }
    }
  });

  it('splits at random: two splits of a roomy pool differ', () => {
    const config = { pool: 1_000_000n, count: 50, min: 1n, max: 100_000n };
    expect(splitPool(config).join()).not.toBe(splitPool(config).join());
  });

  it('holds at the extremes of the dealer', () => {
    for (const pick of [() => 0n, (bound: bigint) => bound - 1n]) {
      const config = { pool: 5_000n, count: 9, min: 200n, max: 900n };
      const amounts = splitPool(config, pick);
      expect(sum(amounts)).toBe(5_000n);
      expect(amounts.every((a) => a >= 200n && a <= 900n)).toBe(true);
    }
  });

  it('refuses impossible configurations', () => {
    expect(poolSplitProblem({ pool: 500n, count: 10, min: 100n, max: 1_000n })).toMatch(/too small/);
    expect(poolSplitProblem({ pool: 50_000n, count: 10, min: 100n, max: 1_000n })).toMatch(/cannot hold/);
    expect(poolSplitProblem({ pool: 500n, count: 0, min: 1n, max: 500n })).toMatch(/at least 1/);
    expect(poolSplitProblem({ pool: 500n, count: 2, min: 300n, max: 200n })).toMatch(/not hold more/);
    expect(poolSplitProblem({ pool: 500n, count: 2, min: 0n, max: 300n })).toMatch(/more than zero/);
    expect(() => splitPool({ pool: 500n, count: 10, min: 100n, max: 1_000n })).toThrow(RangeError);
  });

  it('draws big bounds without bias past the range', () => {
    const bound = 10n ** 18n + 7n;
    for (let i = 0; i < 200; i++) {
      const value = randomBigIntBelow(bound);
      expect(value >= 0n && value < bound).toBe(true);
    }
  });
});
