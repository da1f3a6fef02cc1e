import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput, toMoneyInput } from './money';

describe('formatMoney', () => {
  it('shows 2 decimals, thousands separators and the currency symbol', () => {
    expect(formatMoney(123_456_789, 'INR', 'en')).toBe('₹1,234,567.89');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(-250_000, 'USD', 'en')).toBe('-$2,500.00');
  });

  it('follows the UI language', () => {
    expect(formatMoney(123_456_789, 'INR', 'hi')).toMatch(/12,34,567\.89/);
    expect(formatMoney(100_000, 'CNY', 'zh-CN')).toBe('¥1,000.00');
  });

  it('formats a sum past 2^53, sent as digits, to the last minor unit', () => {
    expect(formatMoney('9007199254740993', 'USD', 'en')).toBe('$90,071,992,547,409.93');
    expect(formatMoney('-9007199254740993', 'USD', 'en')).toBe('-$90,071,992,547,409.93');
  });

  it('falls back to the plain number and code for an unknown currency', () => {
    expect(formatMoney(123_400, 'not-a-code', 'en')).toBe('1,234.00 not-a-code');
  });
});

describe('parseMoneyInput', () => {
  it('reads amounts in major units into exact minor units', () => {
    expect(parseMoneyInput('1,234.5')).toBe(123_450);
    expect(parseMoneyInput(' 20 ')).toBe(2_000);
    expect(parseMoneyInput('0.07')).toBe(7);
    expect(parseMoneyInput('-15.25')).toBe(-1_525);
    expect(parseMoneyInput('+3')).toBe(300);
    expect(parseMoneyInput('1 000')).toBe(100_000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1,23', '12,3456', '--1', '1e5', '.5', '90071992547409.92']) expect(parseMoneyInput(text), text).toBeNaN();
  });
});

describe('toMoneyInput', () => {
  it('round-trips with parseMoneyInput', () => {
    for (const minor of [0, 5, 100, 123_456, -9_999, 1_000_000]) expect(parseMoneyInput(toMoneyInput(minor))).toBe(minor);
    expect(toMoneyInput(123_456)).toBe('1234.56');
    expect(toMoneyInput(500)).toBe('5');
  });
});
