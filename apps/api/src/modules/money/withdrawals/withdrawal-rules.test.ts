import { describe, expect, it } from 'vitest';
import { majorText, maskAccountNumber, requiredTurnover, sameName } from './withdrawal-rules';

describe('withdrawal rules', () => {
  it('compares payee names trimmed, with spaces collapsed and case ignored', () => {
    expect(sameName('  ada   LOVELACE ', 'Ada Lovelace')).toBe(true);
    expect(sameName('Ada Lovelace', 'Ada Lovelac')).toBe(false);
    expect(sameName('AdaLovelace', 'Ada Lovelace')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('12345678')).toBe('****5678');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it('rounds a fractional turnover requirement up and treats 0 as off', () => {
    expect(requiredTurnover(10_000n, 1)).toBe(10_000n);
    expect(requiredTurnover(333n, 1.5)).toBe(500n);
    expect(requiredTurnover(10_000n, 0)).toBe(0n);
  });

  it('writes minor units as a plain two-decimal amount for messages', () => {
    expect([majorText(12_345), majorText(5), majorText(0), majorText(-250n)]).toEqual(['123.45', '0.05', '0.00', '-2.50']);
  });
});
