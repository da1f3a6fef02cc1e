import { describe, expect, it } from 'vitest';
import { betCost, standardPointPrice, validateGameConfig, type LotteryGameConfig } from './bet-cost';

describe('bet cost', () => {
  it('lists a point at as many stake units as results a per-hit bet reads, one unit otherwise', () => {
    // lô: 27 (north) / 18 results; đầu: 4 / 1; đầu đuôi: 5 / 2; in thousandths of the stake.
    expect([standardPointPrice('lo', 'north'), standardPointPrice('lo', 'south'), standardPointPrice('lo', 'centre')]).toEqual([27_000, 18_000, 18_000]);
    expect([standardPointPrice('lo-head', 'north'), standardPointPrice('lo-head', 'south')]).toEqual([4_000, 1_000]);
    expect([standardPointPrice('lo-head-tail', 'north'), standardPointPrice('lo-head-tail', 'south')]).toEqual([5_000, 2_000]);
    for (const type of ['de', 'de-first', 'de-head', 'de-tail', 'three-cang', 'xien-2', 'xien-4'] as const)
      expect(standardPointPrice(type, 'north')).toBe(1_000);
  });

  it('charges points x stake x price, rounded up', () => {
    // 10 lô points of 1000 at the list price 27: 1000 x 10 x 27 = 270,000; at a discounted 21.7: 217,000.
    expect(betCost({ stakePerPoint: 1000, points: 10 }, { pointPrice: 27_000 })).toBe(270_000);
    expect(betCost({ stakePerPoint: 1000, points: 10 }, { pointPrice: 21_700 })).toBe(217_000);
    // 333 x 21.7 = 7226.1 -> 7227.
    expect(betCost({ stakePerPoint: 333 }, { pointPrice: 21_700 })).toBe(7227);
    // đề, one unit: the stake itself.
    expect(betCost({ stakePerPoint: 10_000 }, { pointPrice: 1_000 })).toBe(10_000);
  });

  it('names unknown types and terms that are not positive integers', () => {
    const config = {
      region: 'north',
      betTypes: { lo: { odds: 80_000, pointPrice: 21_700 }, de: { odds: 70.5, pointPrice: 1_000 }, 'xien-5': { odds: 1, pointPrice: 1 } },
    } as unknown as LotteryGameConfig;
    expect(validateGameConfig(config)).toEqual([
      { code: 'not-positive-integer', type: 'de', field: 'odds' },
      { code: 'unknown-type', type: 'xien-5' },
    ]);
  });
});
