import { firstInstantOf, instantsOf, offsetMinutes, wallOf } from './zone-clock';

/**
 * Business periods (agent settlement, promotion limits and runs) in the business time zone. Keys:
 * five_minutes `YYYY-MM-DDTHH:mm`, hourly `YYYY-MM-DDTHH`, daily `YYYY-MM-DD`, weekly ISO week
 * `YYYY-Www` (Monday to Monday), semi_monthly `YYYY-MM-H1` (1st-15th) / `YYYY-MM-H2` (16th-end),
 * monthly `YYYY-MM`. A period is [start, end). Days start at local midnight (or when the clock
 * jumps past it). In a fall-back hour the second occurrence of a local hour (or 5 minutes) gets the
 * key suffix `b`, so no two periods share a key; in a spring-forward gap the missing hour has none.
 */

export type PeriodKind = 'five_minutes' | 'hourly' | 'daily' | 'weekly' | 'semi_monthly' | 'monthly';
export type Period = { kind: PeriodKind; key: string; start: Date; end: Date };

const minuteMs = 60_000;
const dayMs = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const subDayMinutes = (kind: PeriodKind): number | null => (kind === 'five_minutes' ? 5 : kind === 'hourly' ? 60 : null);

const wallKey = (kind: PeriodKind, wall: number): string => {
  const d = new Date(wall);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return kind === 'hourly' ? `${day}T${pad(d.getUTCHours())}` : `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** The next instant after `start` whose local time is on a step boundary (usually start + step). */
const nextBoundary = (start: number, stepMinutes: number, zone: string): number => {
  const plain = start + stepMinutes * minuteMs;
  if (offsetMinutes(start, zone) === offsetMinutes(plain, zone)) return plain;
  // The clock changes within this step: find the first minute on a boundary.
  for (let t = start + minuteMs; t < plain; t += minuteMs) {
    if (Math.floor(wallOf(t, zone) / minuteMs) % stepMinutes === 0) return t;
  }
  return plain;
};

const subDayPeriod = (kind: PeriodKind, stepMinutes: number, atMs: number, zone: string): Period => {
  const stepMs = stepMinutes * minuteMs;
  const wallStart = Math.floor(wallOf(atMs, zone) / stepMs) * stepMs;
  const occurrences = instantsOf(wallStart, zone);
  const earlier = occurrences.filter((t) => t <= atMs);
  const start = earlier.length > 0 ? Math.max(...earlier) : firstInstantOf(wallStart, zone);
  const repeated = occurrences.length > 1 && start === occurrences[occurrences.length - 1];
  const end = nextBoundary(start, stepMinutes, zone);
  return { kind, key: `${wallKey(kind, wallStart)}${repeated ? 'b' : ''}`, start: new Date(start), end: new Date(end) };
};

type CalendarDay = { y: number; m: number; d: number };
const dayOf = (ms: number): CalendarDay => {
  const d = new Date(ms);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const dayMsOf = (c: CalendarDay) => Date.UTC(c.y, c.m, c.d);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO 8601 week key of the week starting on Monday `mondayMs` (its Thursday decides the year). */
const isoWeekKey = (mondayMs: number): string => {
  const thursday = mondayMs + 3 * dayMs;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${pad(week)}`;
};

/** Start (inclusive) and end (exclusive) calendar days, as wall values, and the key. */
const calendarSpan = (kind: PeriodKind, day: CalendarDay): { from: number; to: number; key: string } => {
  const today = dayMsOf(day);
  const month = `${day.y}-${pad(day.m + 1)}`;
  switch (kind) {
    case 'daily':
      return { from: today, to: today + dayMs, key: dayText(today) };
    case 'weekly': {
      const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * dayMs;
      return { from: monday, to: monday + 7 * dayMs, key: isoWeekKey(monday) };
    }
    case 'semi_monthly':
      return day.d <= 15
        ? { from: Date.UTC(day.y, day.m, 1), to: Date.UTC(day.y, day.m, 16), key: `${month}-H1` }
        : { from: Date.UTC(day.y, day.m, 16), to: Date.UTC(day.y, day.m + 1, 1), key: `${month}-H2` };
    default:
      return { from: Date.UTC(day.y, day.m, 1), to: Date.UTC(day.y, day.m + 1, 1), key: month };
  }
};

/** The period of `kind` that contains instant `at` in `zone`. */
export const periodAt = (kind: PeriodKind, at: Date, zone: string): Period => {
  const step = subDayMinutes(kind);
  if (step !== null) return subDayPeriod(kind, step, at.getTime(), zone);
  const span = calendarSpan(kind, dayOf(wallOf(at.getTime(), zone)));
  return { kind, key: span.key, start: new Date(firstInstantOf(span.from, zone)), end: new Date(firstInstantOf(span.to, zone)) };
};

/** The local calendar days [from, to) a day-or-longer period covers, as 'YYYY-MM-DD' (the daily aggregates' buckets). */
export const periodDays = (period: Period, zone: string): { fromDay: string; toDay: string } => ({
  fromDay: dayText(dayMsOf(dayOf(wallOf(period.start.getTime(), zone)))),
  toDay: dayText(dayMsOf(dayOf(wallOf(period.end.getTime(), zone)))),
});

export const previousPeriod = (period: Period, zone: string): Period => periodAt(period.kind, new Date(period.start.getTime() - 1), zone);

/** A representative wall time (and occurrence) of a key, before it is checked by recomputing it. */
const keyWall = (kind: PeriodKind, key: string): { wall: number; second: boolean } | null => {
  const patterns: Record<PeriodKind, RegExp> = {
    five_minutes: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(b?)$/,
    hourly: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})()(b?)$/,
    daily: /^(\d{4})-(\d{2})-(\d{2})$/,
    weekly: /^(\d{4})-W(\d{2})$/,
    semi_monthly: /^(\d{4})-(\d{2})-H([12])$/,
    monthly: /^(\d{4})-(\d{2})$/,
  };
  const m = patterns[kind].exec(key);
  if (!m) return null;
  const n = (i: number) => Number(m[i] ?? 0);
  if (kind === 'weekly') {
    // The Monday of ISO week 1 is the Monday on or before 4 January.
    const jan4 = Date.UTC(n(1), 0, 4);
    return { wall: jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * dayMs + (n(2) - 1) * 7 * dayMs, second: false };
  }
  if (kind === 'semi_monthly') return { wall: Date.UTC(n(1), n(2) - 1, n(3) === 1 ? 1 : 16), second: false };
  if (kind === 'monthly') return { wall: Date.UTC(n(1), n(2) - 1, 1), second: false };
  return { wall: Date.UTC(n(1), n(2) - 1, n(3), n(4), n(5)), second: m[6] === 'b' };
};

/** The period a key names, or null when the key is malformed or names no period (a skipped hour). */
export const periodByKey = (kind: PeriodKind, key: string, zone: string): Period | null => {
  const parsed = keyWall(kind, key);
  if (!parsed) return null;
  const occurrences = instantsOf(parsed.wall, zone);
  const at = parsed.second ? occurrences[1] : (occurrences[0] ?? (subDayMinutes(kind) === null ? firstInstantOf(parsed.wall, zone) : undefined));
  if (at === undefined) return null;
  const period = periodAt(kind, new Date(at), zone);
  return period.key === key ? period : null;
};

/**
 * The periods that end in (from, to], oldest first, at most `limit`: what a runner that last
 * settled up to `from` owes by `to`.
 */
export const endedPeriodsBetween = (kind: PeriodKind, from: Date, to: Date, zone: string, limit = Number.MAX_SAFE_INTEGER): Period[] => {
  const out: Period[] = [];
  let p = periodAt(kind, from, zone);
  if (p.end.getTime() <= from.getTime()) p = periodAt(kind, p.end, zone);
  while (p.end.getTime() <= to.getTime() && out.length < limit) {
    out.push(p);
    p = periodAt(kind, p.end, zone);
  }
  return out;
};
