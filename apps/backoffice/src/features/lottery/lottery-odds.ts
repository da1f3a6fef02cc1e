/**
 * Odds and point prices travel as integer thousandths (80_000 = 80x, 1_920 = 1.92x; see
 * packages/contracts/src/lottery/sea/odds.ts). Staff read and type them as decimals; the
 * conversion goes through the digits, never through a float, so 0.1 + 0.2 surprises cannot
 * change what the server stores.
 */

const DECIMAL = /^(\d+)(?:\.(\d{1,3}))?$/;

/** 80_000 -> "80", 1_920 -> "1.92", 5 -> "0.005": the exact decimal of a thousandths value. */
export const thousandthsToDecimal = (thousandths: number): string => {
  if (!Number.isSafeInteger(thousandths)) return '';
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
};

/**
 * Typed decimal odds ("80", "1.92", "20.735", "2,500", "80x") to thousandths, exactly; NaN when the
 * text is not a non-negative decimal with at most three decimals, or passes the safe-integer range.
 */
export const decimalToThousandths = (text: string): number => {
  const cleaned = text
    .trim()
    .replace(/[x×]$/i, '')
    .replace(/[\s,_]/g, '');
  const match = DECIMAL.exec(cleaned);
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  const value = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.NaN : Number(value);
};

/** Thousandths as a multiplier in the UI language: 80_000 -> "80×", 1_920 -> "1.92×". */
export const formatOdds = (thousandths: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(thousandths / 1000)}×`;

/** Minor units as a plain amount with two decimals (the lottery's admin answers carry no currency). */
export const formatMinor = (minor: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
