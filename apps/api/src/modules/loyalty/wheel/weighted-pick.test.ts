import { describe, expect, it } from 'vitest';
import { chanceBpOf, drawPrize, prizeAt } from './weighted-pick';

describe('the prize wheel draw', () => {
  it('maps every roll to the prize whose share covers it', () => {
    const weights = [1, 3, 6];
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((roll) => prizeAt(weights, roll))).toEqual([0, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(() => prizeAt(weights, 10)).toThrow(RangeError);
  });

  it('rolls over the total weight and keeps the roll', () => {
    expect(drawPrize([5, 5], () => 7)).toEqual({ roll: 7, totalWeight: 10, index: 1 });
    for (let i = 0; i < 500; i++) {
      const draw = drawPrize([2, 0, 8]);
      expect(draw.roll).toBeGreaterThanOrEqual(0);
      expect(draw.roll).toBeLessThan(10);
      expect(draw.index).not.toBe(1);
    }
  });

  it('lands near the published odds', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 20_000; i++) counts[drawPrize([1, 2, 7]).index]! += 1;
    expect(counts[0]! / 20_000).toBeCloseTo(0.1, 1);
    expect(counts[2]! / 20_000).toBeCloseTo(0.7, 1);
  });

  it('publishes each chance as weight over total', () => {
    expect(chanceBpOf(1, 3)).toBe(3333);
    expect(chanceBpOf(7, 10)).toBe(7000);
  });
});
