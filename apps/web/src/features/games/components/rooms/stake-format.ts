import { minorToDecimal } from '../../../account/components/session/format-balance';

/**
 * A stake in minor units, in the page's language: with the currency's symbol for real money, a bare
 * amount for fun money (its code is the vendor's own, not a currency). Exact: Intl formats the
 * decimal string, never a float.
 */
export const formatStake = (minor: number, languageTag: string, currency: string | null): string => {
  const value = minorToDecimal(minor) as unknown as number;
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(languageTag, currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits } : digits).format(value);
  } catch {
    return new Intl.NumberFormat(undefined, digits).format(value);
  }
};
