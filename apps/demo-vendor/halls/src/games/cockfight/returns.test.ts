import { describe, expect, it } from 'vitest';
import { oddsFigure, potentialReturns, previewReturn, sideReturn } from './returns';

describe('returns at the current pools', () => {
  const pools = { meron: 4_000, wala: 2_000 };

  it('shares both pools less the commission among a side, rounded down as the vendor pays', () => {
    // 6,000 less 300: 1.425 a unit on meron, 2.85 on wala.
    expect(sideReturn(3_000, 'meron', pools, 500)).toBe(4_275);
    expect(sideReturn(500, 'wala', pools, 500)).toBe(1_425);
    expect(sideReturn(333, 'meron', { meron: 1_000, wala: 999 }, 500)).toBe(632);
  });

  it('has no figure while a side is empty, since the sides would be refunded', () => {
    expect(sideReturn(1_000, 'meron', { meron: 1_000, wala: 0 }, 500)).toBeNull();
  });

  it('caps the commission at the losing side so a winner gets the stake back', () => {
    expect(sideReturn(9_900, 'meron', { meron: 9_900, wala: 100 }, 500)).toBe(9_900);
  });

  it('gives the player each bet return, the draw at its fixed odds', () => {
    expect(potentialReturns({ meron: 1_000, wala: 0, draw: 100 }, pools, 500, 51)).toEqual({ meron: 1_425, wala: null, draw: 5_100 });
  });

  it('quotes a new bet as if it were in the pools', () => {
    // 2,000 more on wala: 8,000 less 400, over 4,000 on wala: 1.9 a unit.
    expect(previewReturn('wala', 2_000, pools, 500, 51)).toBe(3_800);
    expect(previewReturn('draw', 200, pools, 500, 51)).toBe(10_200);
    expect(previewReturn('meron', 0, pools, 500, 51)).toBeNull();
  });

  it('shows odds cut to two decimals', () => {
    expect(oddsFigure(1.425)).toBe(1.42);
    expect(oddsFigure(2.85)).toBe(2.85);
    expect(oddsFigure(1.9)).toBe(1.9);
  });
});
