import { addDays, startOfDayIso } from '../shared/business-time';

/**
 * Rates and amounts of contract terms as agents read and type them. Rates travel as basis points
 * (1 = 0.01 %) and show as percentages with 2 decimals; amounts travel as minor units.
 */

/** Basis points as an exact decimal fraction string, e.g. 150 -> "0.0150" (Intl formats strings without float rounding). */
const bpToFraction = (bp: number): string => {
  const negative = bp < 0;
  const digits = String(Math.abs(Math.trunc(bp))).padStart(5, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`;
};

/** A rate for display: 150 -> "1.50%" in the UI language (the percent sign where the language puts it). */
export const formatRate = (bp: number, language: string): string => {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  const value = bpToFraction(bp) as unknown as number;
  try {
    return new Intl.NumberFormat(language, { style: 'percent', ...digits }).format(value);
  } catch {
    return `${rateToInput(bp)}%`;
  }
};

/** A rate for an input: 150 -> "1.50" (percent, no sign, no separators: what parseRate reads). */
export const rateToInput = (bp: number): string => `${Math.trunc(bp / 100)}.${String(Math.abs(bp) % 100).padStart(2, '0')}`;

/**
 * A typed percentage as basis points: "1.5" -> 150, "0.01" -> 1, "100" -> 10000. At most two
 * decimals, above 0 and at most 100 %; null otherwise (the schema's rateBp is 1..10,000).
 */
export const parseRate = (text: string): number | null => {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp < 1 || bp > 10_000) return null;
  return bp;
};

/** A count typed by the agent (active members): whole, 0 .. 1,000,000; null otherwise. */
export const parseCount = (text: string): number | null => {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= 1_000_000 ? value : null;
};

/** A whole number with the language's separators (active members, bet counts). */
export const formatCount = (value: number, language: string): string => {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  } catch {
    return String(value);
  }
};

/**
 * The end of a chosen day (YYYY-MM-DD) as an ISO date-time for `endsAt`: the midnight that closes
 * it in the business time zone (offset in minutes east of UTC), or in the browser's zone while the
 * business zone is unknown (null). null for an empty or malformed day.
 */
export const endOfDayIso = (day: string, offsetMinutes: number | null): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  if (offsetMinutes !== null) return startOfDayIso(addDays(day, 1), offsetMinutes);
  const end = new Date(`${day}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return end.toISOString();
};

/**
 * Formats an instant in the platform's business time zone (the one periods are cut in and the
 * header clock shows), to the minute, in the UI language. Until the zone is known, or when the
 * browser lacks it, the browser's own zone is used.
 */
export const formatBusinessTime = (iso: string, language: string, timeZone: string | undefined): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
};
