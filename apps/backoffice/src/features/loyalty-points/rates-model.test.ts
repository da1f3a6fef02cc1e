import { describe, expect, it } from 'vitest';
import { gridOf, parsePoints, ratesOf } from './rates-model';

describe('points rates grid', () => {
  it('reads points per 100.00 as basis points', () => {
    expect(parsePoints('1')).toBe(10_000);
    expect(parsePoints(' 1.5 ')).toBe(15_000);
    expect(parsePoints('0.0125')).toBe(125);
    expect(parsePoints('0')).toBe(0);
    expect(parsePoints('-1')).toBeNull();
    expect(parsePoints('1.23456')).toBeNull();
    expect(parsePoints('abc')).toBeNull();
  });

  it('round-trips the rates, leaving blank cells out and naming bad ones', () => {
    const rates = [
      { vipLevel: null, source: 'rng' as const, pointsBp: 10_000 },
      { vipLevel: 3, source: 'live' as const, pointsBp: 25_000 },
    ];
    const grid = gridOf(rates);
    expect(grid.levels).toEqual([null, 3]);
    expect(ratesOf(grid)).toEqual({ rates, invalid: [] });
    expect(ratesOf({ ...grid, cells: { ...grid.cells, 'default:pvp': 'x' } }).invalid).toEqual(['default:pvp']);
  });
});
