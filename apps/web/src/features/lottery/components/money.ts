import { minorToDecimal } from '../../account/components/session/format-balance';

/**
 * Minor units with two decimals in the page's language, with the currency's symbol when the
 * answer names one (a game does, a bet list does not). Exact: Intl formats the decimal string.
 */
export const formatMinor = (minor: number, language: string, currency?: string): string => {
  const value = minorToDecimal(minor) as unknown as number;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(language, currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits } : digits).format(value);
  } catch {
    return new Intl.NumberFormat(undefined, digits).format(value);
  }
};
