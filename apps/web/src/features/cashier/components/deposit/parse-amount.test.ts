import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads whole numbers and up to two decimals as minor units', () => {
    expect(parseAmount('100')).toBe(10_000);
    expect(parseAmount(' 100.5 ')).toBe(10_050);
    expect(parseAmount('100,05')).toBe(10_005);
    expect(parseAmount('0.01')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1,000.00', '1e5', '.5']) expect(parseAmount(bad), bad).toBeNull();
  });

  it('writes minor units back as an input value', () => {
    expect(minorToInput(10_000)).toBe('100.00');
    expect(minorToInput(5)).toBe('0.05');
  });
});
