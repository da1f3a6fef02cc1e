import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayOdds,
  formatOddsText,
  fromFormat,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  oddsFormats,
  oddsProblem,
  parseOdds,
  reciprocalRoundTripError,
  toFormat,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds-format';

describe('odds formats', () => {
  it('converts the prices players know', () => {
    // 1.95 decimal = HK 0.95 = Malay 0.95 = Indo -1.053 (1 / 0.95 = 1.0526...).
    expect(toHongKong(1_950)).toBe(950);
    expect(toMalay(1_950)).toBe(950);
    expect(toIndonesian(1_950)).toBe(-1_053);
    // 2.25 decimal = HK 1.25 = Malay -0.80 = Indo 1.25.
    expect(toHongKong(2_250)).toBe(1_250);
    expect(toMalay(2_250)).toBe(-800);
    expect(toIndonesian(2_250)).toBe(1_250);
    // Even money is 1.00 in every Asian format.
    expect([toHongKong(2_000), toMalay(2_000), toIndonesian(2_000)]).toEqual([1_000, 1_000, 1_000]);
    expect(fromMalay(-1_000)).toBe(2_000);
    expect(fromIndonesian(-1_000)).toBe(2_000);
    // Malay -0.80 = HK 1.25; Indo -1.25 = HK 0.80.
    expect(fromMalay(-800)).toBe(2_250);
    expect(fromIndonesian(-1_250)).toBe(1_800);
    expect(fromHongKong(950)).toBe(1_950);
  });

  it('rounds the reciprocal to the nearest thousandth, halves away from zero', () => {
    // HK 16.000 -> 1/16 = 0.0625 -> Malay -0.063.
    expect(toMalay(17_000)).toBe(-63);
    // HK 0.016 -> 1/0.016 = 62.5 exactly -> Indo -62.500; HK 3 -> 333.333... -> -333.333.
    expect(toIndonesian(1_016)).toBe(-62_500);
    expect(toIndonesian(1_003)).toBe(-333_333);
    // HK 0.003 -> 333.333 -> back to 1e6 / 333333 = 3.000003 -> 0.003.
    expect(fromIndonesian(-333_333)).toBe(1_003);
  });

  it('refuses values outside each format', () => {
    expect(oddsProblem('decimal', 1_000)).toBe('out-of-range');
    expect(oddsProblem('decimal', 1.5)).toBe('not-integer');
    expect(oddsProblem('hong-kong', 0)).toBe('out-of-range');
    expect(oddsProblem('malay', 0)).toBe('out-of-range');
    expect(oddsProblem('malay', 1_001)).toBe('out-of-range');
    expect(oddsProblem('indonesian', 999)).toBe('out-of-range');
    expect(oddsProblem('indonesian', -999)).toBe('out-of-range');
    expect(oddsProblem('indonesian', -2_000_001)).toBe('not-representable');
    expect(oddsProblem('indonesian', -2_000_000)).toBeUndefined();
    expect(() => toMalay(2_001_001)).toThrow(RangeError);
    expect(toMalay(2_001_000)).toBe(-1);
    expect(() => toHongKong(1_000)).toThrow(RangeError);
    expect(() => fromMalay(0)).toThrow(RangeError);
  });

  it('Malay -> decimal -> Malay and decimal -> Indonesian -> decimal are exact over their whole short side', () => {
    for (let m = 1; m <= 1_000; m += 1) {
      expect(toMalay(fromMalay(-m))).toBe(m === 1_000 ? 1_000 : -m);
      expect(toMalay(fromMalay(m))).toBe(m);
    }
    for (let hk = 1; hk <= 1_000; hk += 1) expect(fromIndonesian(toIndonesian(1_000 + hk))).toBe(1_000 + hk);
  });

  it('decimal -> Malay -> decimal and Indonesian -> decimal -> Indonesian stay within the documented error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_001, max: 2_001_000 }), (decimal) => {
        const back = fromMalay(toMalay(decimal));
        const hk = decimal - 1_000;
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(reciprocalRoundTripError(hk));
        expect(fromHongKong(toHongKong(decimal))).toBe(decimal);
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 1_999_999 }), (magnitude) => {
        const back = toIndonesian(fromIndonesian(-magnitude));
        expect(Math.abs(Math.abs(back) - magnitude)).toBeLessThanOrEqual(reciprocalRoundTripError(magnitude));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps prices near even money within 1 thousandth: the bound stays under 2 up to HK ~1.4', () => {
    expect(reciprocalRoundTripError(1_400)).toBeLessThan(2);
    fc.assert(
      fc.property(fc.integer({ min: 1_001, max: 2_400 }), (decimal) => {
        expect(Math.abs(fromMalay(toMalay(decimal)) - decimal)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('every format converts back to a price within the round-trip bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oddsFormats), fc.integer({ min: 1_001, max: 100_000 }), (format, decimal) => {
        const back = fromFormat(format, toFormat(format, decimal));
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(reciprocalRoundTripError(decimal - 1_000));
      }),
    );
  });
});

describe('odds text', () => {
  it('prints two decimals, three when the thousandth is set, and the sign of negatives', () => {
    expect(formatOddsText(1_950)).toBe('1.95');
    expect(formatOddsText(1_955)).toBe('1.955');
    expect(formatOddsText(2_000)).toBe('2.00');
    expect(formatOddsText(-800)).toBe('-0.80');
    expect(formatOddsText(-63)).toBe('-0.063');
    expect(formatOddsText(1_250_000)).toBe('1250.00');
    expect(displayOdds('malay', 2_250)).toBe('-0.80');
    expect(displayOdds('indonesian', 1_950)).toBe('-1.053');
    expect(displayOdds('hong-kong', 1_950)).toBe('0.95');
    expect(displayOdds('decimal', 1_950)).toBe('1.95');
  });

  it('parses typed odds and refuses what is not odds in the format', () => {
    expect(parseOdds('decimal', '1.95')).toEqual({ value: 1_950 });
    expect(parseOdds('malay', '-0.8')).toEqual({ value: -800 });
    expect(parseOdds('indonesian', '+1.2')).toEqual({ value: 1_200 });
    expect(parseOdds('hong-kong', ' 2 ')).toEqual({ value: 2_000 });
    expect(parseOdds('decimal', '1.9555')).toEqual({ problem: 'bad-text' });
    expect(parseOdds('decimal', 'abc')).toEqual({ problem: 'bad-text' });
    expect(parseOdds('malay', '1.5')).toEqual({ problem: 'out-of-range' });
    expect(parseOdds('decimal', '1.000')).toEqual({ problem: 'out-of-range' });
  });

  it('parses its own text back to the same value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oddsFormats), fc.integer({ min: 1_001, max: 1_000_000 }), (format, decimal) => {
        const value = toFormat(format, decimal);
        expect(parseOdds(format, formatOddsText(value))).toEqual({ value });
      }),
    );
  });
});
