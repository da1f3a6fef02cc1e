/**
 * What the player typed, as minor units: digits with at most two decimals ("1,000.5" is refused:
 * thousands separators differ by language, so only a plain number is read). null when not a number.
 */
export const parseAmount = (text: string): number | null => {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
};

/** A hint like "100.00" for an input's placeholder (no symbol or separators, what parseAmount reads). */
export const minorToInput = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
