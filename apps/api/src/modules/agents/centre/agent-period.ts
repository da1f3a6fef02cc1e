/** A report's period, resolved: `from` inclusive, `to` exclusive. */
export type Period = { from: Date; to: Date };

const defaultDays = 7;

/** The query's from/to (already checked by the schema), or the 7 days up to now. */
export const resolvePeriod = (query: { from?: string | undefined; to?: string | undefined }, now: Date): Period => {
  if (query.from && query.to) return { from: new Date(query.from), to: new Date(query.to) };
  return { from: new Date(now.getTime() - defaultDays * 86_400_000), to: now };
};

/** "GMT+05:30" for Asia/Kolkata ("GMT+00:00" for UTC), from the platform's own time zone data. */
export const gmtOffsetOf = (timeZone: string, at: Date): { gmtOffset: string; offsetMinutes: number } => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return { gmtOffset: 'GMT+00:00', offsetMinutes: 0 };
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return { gmtOffset: name, offsetMinutes: match[1] === '-' ? -minutes : minutes };
};

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
const dayIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Every business day the period touches, oldest first (at most 94 for a 93-day period). */
export const daysOf = (timeZone: string, period: Period): string[] => {
  const first = dayIn(timeZone, period.from);
  const last = dayIn(timeZone, new Date(period.to.getTime() - 1));
  const days: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    days.push(day);
    if (day >= last || days.length > 400) break;
  }
  return days;
};
