import { toFormat, type OddsFormat } from '@gp/contracts';

export const oddsFormatKey = (playerKey: string): string => `gp-sportsbook:odds-format:${playerKey}`;

const isOddsFormat = (value: unknown): value is OddsFormat => value === 'decimal' || value === 'hong-kong' || value === 'malay' || value === 'indonesian';

/** The player's odds format kept in this browser; decimal when none is kept or storage is blocked. */
export const storedOddsFormat = (playerKey: string, storage: Pick<Storage, 'getItem'> | null = safeStorage()): OddsFormat => {
  try {
    const value = storage?.getItem(oddsFormatKey(playerKey));
    return isOddsFormat(value) ? value : 'decimal';
  } catch {
    return 'decimal';
  }
};

export const storeOddsFormat = (playerKey: string, format: OddsFormat, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void => {
  try {
    storage?.setItem(oddsFormatKey(playerKey), format);
  } catch {
    // Storage blocked: the choice holds for this page view.
  }
};

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();
const oddsNumber = (language: string): Intl.NumberFormat => {
  let f = formatters.get(language);
  if (!f) {
    // Two decimals, a third only when it is not 0: the digits formatOddsText prints, in the language's numerals.
    f = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3, useGrouping: false });
    formatters.set(language, f);
  }
  return f;
};

/**
 * A price as the player reads it: the book's decimal thousandths in the chosen format (the
 * contracts' conversion, so the digits are the server's), written with the language's numerals and
 * decimal sign. Null when the format cannot show the price (Malay above 2001.00).
 */
export const oddsText = (format: OddsFormat, decimal: number, language: string): string | null => {
  let value: number;
  try {
    value = toFormat(format, decimal);
  } catch {
    return null;
  }
  return oddsNumber(language).format(value / 1000);
};
