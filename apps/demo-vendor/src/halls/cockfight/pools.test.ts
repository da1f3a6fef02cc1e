import { describe, expect, it } from 'vitest';
import { addToPools, commissionOf, emptyPools, mulDivFloor, oddsOf, poolsOf } from './pools';

describe('meron and wala pools', () => {
  it('gathers meron and wala stakes, and leaves draw bets out', () => {
    const pools = poolsOf([
      { kind: 'meron', amount: 300 },
      { kind: 'wala', amount: 200 },
      { kind: 'draw', amount: 50 },
      { kind: 'meron', amount: 100 },
    ]);
    expect(pools).toEqual({ meron: 400, wala: 200 });
    expect(addToPools(emptyPools, { kind: 'draw', amount: 5 })).toEqual(emptyPools);
  });

  it('prices each side at both pools less 5 % over its own pool, and moves as bets come in', () => {
    // 6,000 in all, 300 commission: meron 5,700 / 4,000 = 1.425, wala 5,700 / 2,000 = 2.85.
    expect(oddsOf({ meron: 4000, wala: 2000 })).toEqual({ meron: 1.425, wala: 2.85 });
    // Another 2,000 on wala: 8,000, 400 commission, both 7,600 / 4,000 = 1.9.
    expect(oddsOf({ meron: 4000, wala: 4000 })).toEqual({ meron: 1.9, wala: 1.9 });
    expect(oddsOf({ meron: 4000, wala: 0 })).toEqual({ meron: null, wala: null });
    expect(oddsOf({ meron: 4000, wala: 2000 }, 1000)).toEqual({ meron: 1.35, wala: 2.7 });
  });

  it('caps the commission at the losing pool, so a winner never gets back less than the stake', () => {
    // 10,000 in all would owe 500, but wala lost only 100: meron is paid its stake exactly.
    expect(commissionOf({ meron: 9900, wala: 100 }, 'meron')).toBe(100);
    expect(commissionOf({ meron: 9900, wala: 100 }, 'wala')).toBe(500);
    expect(oddsOf({ meron: 9900, wala: 100 })).toEqual({ meron: 1, wala: 95 });
    // 5 % of 1,999 is 99.95, rounded down.
    expect(commissionOf({ meron: 1000, wala: 999 }, 'wala')).toBe(99);
  });

  it('divides exactly past 2^53', () => {
    expect(mulDivFloor(7, 3, 2)).toBe(10);
    // 2^40 x 3 x 2^20 passes 2^53; through BigInt it still divides to exactly 2^50.
    expect(mulDivFloor(2 ** 40, 2 ** 20 * 3, 3 * 2 ** 10)).toBe(2 ** 50);
    expect(mulDivFloor(9_007_199_254_740_991, 3, 9)).toBe(3_002_399_751_580_330);
  });
});
