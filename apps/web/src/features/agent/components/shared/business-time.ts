/**
 * Wall-clock arithmetic in the platform's business time zone (config BUSINESS_TIME_ZONE, sent by
 * `GET /wps/agent/profile`). Pure functions of an instant, unit-tested: the header clock and the
 * report periods both read the business day, never the browser's own zone.
 */

/** "GMT+05:30" for 330, "GMT-03:00" for -180, "GMT+00:00" for 0. */
export const formatGmtOffset = (offsetMinutes: number): string => {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(offsetMinutes));
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
};

/** Minutes east of UTC for "GMT+05:30", "GMT-3", "GMT" (Intl's longOffset forms); null otherwise. */
export const parseGmtOffset = (text: string): number | null => {
  if (text === 'GMT' || text === 'UTC') return 0;
  const match = /^(?:GMT|UTC)([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? '0');
  return match[1] === '-' ? -minutes : minutes;
};

/**
 * The zone's offset at an instant (daylight saving included) from Intl; `fallback` (the profile's
 * offsetMinutes) when the browser does not know the zone.
 */
export const zoneOffsetMinutes = (timeZone: string, atMs: number, fallback: number): number => {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(atMs))
      .find((p) => p.type === 'timeZoneName');
    const parsed = part ? parseGmtOffset(part.value) : null;
    return parsed ?? fallback;
  } catch {
    return fallback;
  }
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock at an instant shifted by an offset, as UTC fields (no browser zone involved). */
const shifted = (atMs: number, offsetMinutes: number) => {
  const d = new Date(atMs + offsetMinutes * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
};

/** "2026-11-22 14:05:09 GMT+05:30": the agent centre's header clock. */
export const formatBusinessClock = (atMs: number, offsetMinutes: number): string => {
  const w = shifted(atMs, offsetMinutes);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)} ${formatGmtOffset(offsetMinutes)}`;
};

/** The business day ("YYYY-MM-DD") an instant falls on. */
export const businessDate = (atMs: number, offsetMinutes: number): string => {
  const w = shifted(atMs, offsetMinutes);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};

/** "YYYY-MM-DD" plus `days` (negative goes back), calendar arithmetic in UTC. */
export const addDays = (date: string, days: number): string => {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
};

/** Midnight of a business day as an ISO date-time with the zone's offset, e.g. "2026-11-22T00:00:00+05:30". */
export const startOfDayIso = (date: string, offsetMinutes: number): string => `${date}T00:00:00${formatGmtOffset(offsetMinutes).slice(3)}`;
