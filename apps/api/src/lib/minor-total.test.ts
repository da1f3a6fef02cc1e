import { minorTotal } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { toMinorTotal } from './minor-total';

describe('toMinorTotal', () => {
  it('keeps safe integers as numbers, up to 2^53 - 1 either way', () => {
    expect(toMinorTotal(0n)).toBe(0);
    expect(toMinorTotal(-12_345n)).toBe(-12_345);
    expect(toMinorTotal(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorTotal(-9_007_199_254_740_991n)).toBe(-Number.MAX_SAFE_INTEGER);
  });

  it('gives the exact digits past 2^53, where a number would round', () => {
    expect(toMinorTotal(9_007_199_254_740_993n)).toBe('9007199254740993');
    expect(toMinorTotal(-9_007_199_254_740_992n)).toBe('-9007199254740992');
    expect(toMinorTotal(9_223_372_036_854_775_807n)).toBe('9223372036854775807');
  });

  it('always gives what the minorTotal schema accepts, and BigInt() reads it back exactly', () => {
    for (const v of [0n, 1n, -1n, 9_007_199_254_740_991n, 9_007_199_254_740_992n, -(10n ** 18n)]) {
      const out = toMinorTotal(v);
      expect(minorTotal.safeParse(out).success).toBe(true);
      expect(BigInt(out)).toBe(v);
    }
  });
});
