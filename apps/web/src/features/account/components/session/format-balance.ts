import type { MinorTotal } from '@gp/contracts';

/**
 * Minor units as an exact decimal string with two places, e.g. -12345 -> "-123.45" (no float
 * rounding); a sum past 2^53 arrives as its digits (minorTotal) and keeps every one of them.
 */
export const minorToDecimal = (minor: MinorTotal): string => {
  const text = typeof minor === 'string' ? minor : String(Math.trunc(minor));
  const negative = text.startsWith('-');
  const digits = text.replace('-', '').padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * A balance for the header (2 decimals and thousands separators) in the UI
 * language. The server's currency symbol replaces Intl's, placed where the language puts symbols.
 */
export const formatBalance = (minor: MinorTotal, currency: string, currencySymbol: string, language: string): string => {
  // Intl formats a decimal string exactly (no binary rounding for large balances).
  const value = minorToDecimal(minor) as unknown as number;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits }).formatToParts(value);
    return parts
      .map((p) => (p.type === 'currency' ? currencySymbol : p.value))
      .join('')
      .trim();
  } catch {
    // An unknown currency code or language: plain number after the symbol.
    return `${currencySymbol}${new Intl.NumberFormat(undefined, digits).format(value)}`;
  }
};

/** What a hidden balance shows instead: stars. */
export const hiddenBalance = '******';
