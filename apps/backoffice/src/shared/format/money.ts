import type { MinorTotal } from '@gp/contracts';

/** Digits of minor units as an exact decimal string in major units: "-9007199254740993" -> "-90071992547409.93". */
const majorDecimal = (minor: string): Intl.StringNumericLiteral => {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral;
};

/**
 * Money in the back office: amounts travel as integer minor units (docs/money.md) and are
 * shown with 2 decimals, thousands separators and the currency symbol of the UI language. A sum
 * past 2^53 arrives as digits (minorTotal) and is formatted from an exact decimal string, which
 * Intl formats without going through a float.
 */
export const formatMoney = (minor: MinorTotal, currency: string, locale: string): string => {
  const major = typeof minor === 'number' ? minor / 100 : majorDecimal(minor);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(major);
  } catch {
    // An unknown currency code (or locale) must not blank the screen: plain number and the code.
    return `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(major)} ${currency}`;
  }
};

const MONEY_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Typed money ("1,234.5", "-20", "0.07") to minor units, exactly (no floating point); NaN when
 * the text is not an amount, so the form schema reports it instead of sending a guess.
 */
export const parseMoneyInput = (text: string): number => {
  const match = MONEY_TEXT.exec(text.trim().replace(/\s/g, ''));
  if (!match) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  const minor = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return Number.NaN;
  return sign === '-' ? -Number(minor) : Number(minor);
};

/** Minor units as an editable text in major units: 123456 -> "1234.56", 500 -> "5". */
export const toMoneyInput = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, '0')}`;
};
