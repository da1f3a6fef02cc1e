import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  impliedMargin,
  impliedMarginBps,
  marginProblem,
  maxDecimalThousandths,
  overround,
  priceFairOddsWithMargin,
  priceWithMargin,
  probabilitiesProblem,
  type Fraction,
} from './margin';

const asNumber = (f: Fraction): number => Number(f.numerator) / Number(f.denominator);

describe('proportional margin', () => {
  it('prices a fair coin at 5%: 1 / (0.5 x 1.05) = 1.90476 -> 1.904 each', () => {
    const { odds, clamped } = priceWithMargin([0.5, 0.5], 500);
    expect(odds).toEqual([1_904, 1_904]);
    expect(clamped).toEqual([]);
    // 2 x 1000/1904 = 1.050420..., rounded down odds lift the margin a little above 5%.
    expect(overround(odds)).toEqual({ numerator: 125n, denominator: 119n });
    expect(impliedMarginBps(odds)).toBe(504);
  });

  it('prices a 1X2 at 6% by dividing every fair price by 1.06', () => {
    // 1 / (0.5 x 1.06) = 1.88679, 1 / (0.3 x 1.06) = 3.14465, 1 / (0.2 x 1.06) = 4.71698.
    expect(priceWithMargin([0.5, 0.3, 0.2], 600).odds).toEqual([1_886, 3_144, 4_716]);
    // Weights that do not sum to 1 are normalised first.
    expect(priceWithMargin([5, 3, 2], 600).odds).toEqual([1_886, 3_144, 4_716]);
    // Zero margin gives the fair prices.
    expect(priceWithMargin([0.5, 0.3, 0.2], 0).odds).toEqual([2_000, 3_333, 5_000]);
  });

  it('re-prices fair odds at a margin', () => {
    expect(priceFairOddsWithMargin([2_000, 3_333, 5_000], 600).odds).toEqual(priceWithMargin([1 / 2, 1 / 3.333, 1 / 5], 600).odds);
    // Odds already margined are stripped to their proportional fair probabilities first.
    expect(priceFairOddsWithMargin([1_904, 1_904], 1_000).odds).toEqual([1_818, 1_818]);
  });

  it('clamps near-certain outcomes to 1.001 and reports it', () => {
    const { odds, clamped } = priceWithMargin([0.999, 0.001], 500);
    expect(odds[0]).toBe(1_001);
    expect(clamped).toEqual([0]);
    expect(priceWithMargin([1, 1e-12], 0).clamped).toEqual([0, 1]);
    expect(priceWithMargin([1, 1e-12], 0).odds[1]).toBe(maxDecimalThousandths);
  });

  it('refuses bad inputs with codes', () => {
    expect(marginProblem(-1)).toBe('bad-margin');
    expect(marginProblem(10_001)).toBe('bad-margin');
    expect(marginProblem(2.5)).toBe('bad-margin');
    expect(marginProblem(500)).toBeUndefined();
    expect(probabilitiesProblem([1])).toBe('too-few-outcomes');
    expect(probabilitiesProblem([0.5, 0])).toBe('bad-probability');
    expect(probabilitiesProblem([0.5, Number.NaN])).toBe('bad-probability');
    expect(() => priceWithMargin([0.5, 0.5], -5)).toThrow(RangeError);
    expect(() => overround([1_000])).toThrow(RangeError);
  });

  it('measures the implied margin of offered odds exactly', () => {
    // 1.91 / 1.91: 2000/1910 - 1 = 9/191.
    expect(impliedMargin([1_910, 1_910])).toEqual({ numerator: 9n, denominator: 191n });
    expect(impliedMarginBps([1_910, 1_910])).toBe(471);
    // 2.10 / 2.10 pays more than fair: a negative margin.
    expect(impliedMarginBps([2_100, 2_100])).toBe(-476);
    expect(impliedMargin([2_000, 2_000])).toEqual({ numerator: 0n, denominator: 1n });
  });

  const market = (min: number, max: number) => fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: min, maxLength: max });

  it.each([
    ['2-way', 2, 2],
    ['3-way', 3, 3],
    ['n-way', 4, 40],
  ])('holds the margin for random %s markets within the rounding, never below 1.001', (_name, min, max) => {
    fc.assert(
      fc.property(market(min, max), fc.integer({ min: 0, max: 2_500 }), (weights, marginBps) => {
        const { odds, clamped } = priceWithMargin(weights, marginBps);
        expect(odds.every((o) => Number.isSafeInteger(o) && o >= 1_001)).toBe(true);
        if (clamped.length > 0) return;
        const target = 1 + marginBps / 10_000;
        // Each price was rounded down by under 0.001, so 1/o_i is above 1/exact by under 1/o_i - 1/(o_i + 0.001).
        const slack = odds.reduce((sum, o) => sum + 1_000 / o - 1_000 / (o + 1), 0);
        const actual = asNumber(overround(odds));
        expect(actual).toBeGreaterThanOrEqual(target - 1e-12);
        expect(actual).toBeLessThanOrEqual(target + slack + 1e-12);
      }),
    );
  });
});
