import { describe, expect, it } from 'vitest';
import { availability, isIfsc, majorText, maskAccountNumber, requiredTurnover, sameName } from './withdrawal-rules';

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

  it('makes the whole balance available only once the turnover is met', () => {
    expect(availability(50_000, 0)).toEqual({ available: 50_000, lockedByTurnover: 0 });
    expect(availability(50_000, 1)).toEqual({ available: 0, lockedByTurnover: 50_000 });
    expect(availability(-5, 0)).toEqual({ available: 0, lockedByTurnover: 0 });
  });

  it('reads an IFSC as 4 letters, 0 and 6 letters or digits', () => {
    expect(isIfsc('SBIN0001234')).toBe(true);
    expect(isIfsc('HDFC0ABC123')).toBe(true);
    expect(isIfsc('SBIN1001234')).toBe(false);
    expect(isIfsc('SBI00001234')).toBe(false);
    expect(isIfsc('SBIN000123')).toBe(false);
    expect(isIfsc('sbin0001234')).toBe(false);
  });
});
