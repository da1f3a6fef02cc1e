/**
 * Pure helpers of the responsible-gaming page and the reality-check dialog: amounts typed in major
 * units, and when the next reminder is due.
 */

const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;

/** "1,250.5" or "1250.50" -> 125050 minor units; null for anything that is not a positive amount. */
export const parseMajorAmount = (text: string): number | null => {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (!amountPattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
};

/** Minor units as the plain text an amount field starts with: 125050 -> "1250.50". */
export const minorToInput = (minor: number | null): string => {
  if (minor === null) return '';
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * When the next reminder is due: the first whole multiple of the interval after the session start
 * that is still ahead of `now`. Counting from the session start (not from page load) means a
 * reload neither skips a reminder nor shows one twice.
 */
export const nextReminderAt = (sessionStartMs: number, intervalMinutes: number, nowMs: number): number => {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  return sessionStartMs + (Math.floor(elapsed / interval) + 1) * interval;
};

/** Elapsed minutes split for display: 135 -> { hours: 2, minutes: 15 }. */
export const splitMinutes = (total: number): { hours: number; minutes: number } => ({ hours: Math.floor(total / 60), minutes: total % 60 });
