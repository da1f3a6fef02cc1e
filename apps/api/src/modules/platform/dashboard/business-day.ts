/** Calendar days ('YYYY-MM-DD') of the business time zone, where the daily figures are bucketed. */

const dayMs = 86_400_000;

/** Today in `timeZone` (en-CA formats a date as YYYY-MM-DD). */
export const businessToday = (timeZone: string, now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The `count` days up to and including `last`, oldest first. */
export const daysUpTo = (last: string, count: number): string[] => {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * dayMs).toISOString().slice(0, 10));
};
