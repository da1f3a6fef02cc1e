import { describe, expect, it } from 'vitest';
import { decimalToThousandths, formatOdds, thousandthsToDecimal } from './lottery-odds';

describe('thousandthsToDecimal', () => {
  it.each([
    [80_000, '80'],
    [1_920, '1.92'],
    [20_735, '20.735'],
    [500, '0.5'],
    [5, '0.005'],
    [0, '0'],
    [2_500_000, '2500'],
  ])('%i -> %s', (value, text) => expect(thousandthsToDecimal(value)).toBe(text));

  it('leaves a value that is no safe integer blank', () => expect(thousandthsToDecimal(1.5)).toBe(''));
});

describe('decimalToThousandths', () => {
  it.each([
    ['80', 80_000],
    ['1.92', 1_920],
    ['20.735', 20_735],
    ['0.005', 5],
    [' 2,500 ', 2_500_000],
    ['80x', 80_000],
    ['99×', 99_000],
    ['0', 0],
  ])('%s -> %i', (text, value) => expect(decimalToThousandths(text)).toBe(value));

  it('is exact where floats are not (0.1 + 0.2, 1.005, 4.35)', () => {
    expect(decimalToThousandths('0.3')).toBe(300);
    expect(decimalToThousandths('1.005')).toBe(1_005);
    expect(decimalToThousandths('4.35')).toBe(4_350);
    expect(decimalToThousandths('9007199254740.991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['', 'abc', '-1', '1.2345', '1.', '.5', '1e3', '9007199254740.992'])('refuses %j', (text) => expect(decimalToThousandths(text)).toBeNaN());

  it('round-trips every value it prints', () => {
    for (const value of [1, 9, 10, 99, 100, 999, 1_000, 1_001, 12_345, 80_000, 2_500_000, 123_456_789]) {
      expect(decimalToThousandths(thousandthsToDecimal(value))).toBe(value);
    }
  });
});

describe('formatOdds', () => {
  it('shows a multiplier', () => {
    expect(formatOdds(80_000, 'en')).toBe('80×');
    expect(formatOdds(1_920, 'en')).toBe('1.92×');
    expect(formatOdds(2_500_000, 'en')).toBe('2,500×');
  });
});
