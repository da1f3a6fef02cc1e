import { describe, expect, it } from 'vitest';
import { formatBalance, minorToDecimal } from './format-balance';

describe('minorToDecimal', () => {
  it('places the decimal point two digits from the end without float rounding', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(-12345)).toBe('-123.45');
    expect(minorToDecimal(900719925474099)).toBe('9007199254740.99');
  });

  it('keeps every digit of a sum past 2^53, which the server sends as a string', () => {
    expect(minorToDecimal('9007199254740993')).toBe('90071992547409.93');
    expect(minorToDecimal('-9007199254740993')).toBe('-90071992547409.93');
    expect(formatBalance('9007199254740993', 'USD', '$', 'en')).toBe('$90,071,992,547,409.93');
  });
});

describe('formatBalance', () => {
  it('shows two decimals, thousands separators and the server symbol in English', () => {
    expect(formatBalance(123456789, 'INR', '₹', 'en')).toBe('₹1,234,567.89');
    expect(formatBalance(0, 'USD', '$', 'en')).toBe('$0.00');
  });

  it('follows the language: Indian grouping in Hindi, comma decimals in German', () => {
    expect(formatBalance(123456789, 'INR', '₹', 'hi')).toBe('₹12,34,567.89');
    expect(formatBalance(123456789, 'EUR', '€', 'de').replace(/\s/g, ' ')).toBe('1.234.567,89 €');
  });

  it('uses the server symbol even where Intl would write another', () => {
    expect(formatBalance(100, 'CNY', '¥', 'zh-CN')).toBe('¥1.00');
    expect(formatBalance(100, 'USD', 'US$', 'en')).toBe('US$1.00');
  });

  it('falls back to symbol and number for a currency code Intl refuses', () => {
    expect(formatBalance(150000, 'not-a-code', 'P', 'en')).toBe('P1,500.00');
  });
});
