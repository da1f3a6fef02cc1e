/** Calendar days ('YYYY-MM-DD') of the business time zone, where the daily aggregates are bucketed. */

const dayMs = 86_400_000;

const toUtcMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Today in `timeZone` (en-CA formats a date as YYYY-MM-DD). */
export const businessToday = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export const addDays = (day: string, days: number): string => fromUtcMs(toUtcMs(day) + days * dayMs);

/** Every day from `from` to `to`, both included. */
export const daysFromTo = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let ms = toUtcMs(from); ms <= toUtcMs(to); ms += dayMs) out.push(fromUtcMs(ms));
  return out;
};

/** How many days a report covers when the caller names one end or none. */
const defaultSpanDays = 7;

/**
 * The period a report covers: both ends as given; one end given, a week from or up to it; none, the
 * last week up to today in the business time zone.
 */
export const resolvePeriod = (
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date = new Date(),
): { from: string; to: string } => {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.from !== undefined) return { from: query.from, to: addDays(query.from, defaultSpanDays - 1) };
  const to = query.to ?? businessToday(timeZone, now);
  return { from: addDays(to, -(defaultSpanDays - 1)), to };
};
