import { problem, type LotteryProblem } from './problem';

/**
 * Wall-clock arithmetic at a fixed UTC offset. The draw countries (Malaysia, Singapore, Thailand)
 * keep no daylight saving, so an offset in minutes is the whole time zone and no zone database is
 * needed in the browser. Instants are epoch milliseconds, always passed in: nothing here reads the
 * clock.
 */
export type LocalDate = string; // 'YYYY-MM-DD' on the local calendar
export type LocalTime = { hour: number; minute: number };

/** One draw on the calendar: betting is open while now < closeAt; the draw happens at drawAt. */
export type ScheduledDraw = { date: LocalDate; drawAt: number; closeAt: number };

export const minuteMs = 60_000;
export const dayMs = 86_400_000;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateParts = (date: LocalDate): [number, number, number] => {
  const m = datePattern.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

/** Midnight UTC of the date's number: local dates are counted as if they were UTC days. */
const dateEpochMs = (date: LocalDate): number => {
  const [y, m, d] = dateParts(date);
  return Date.UTC(y, m - 1, d);
};

const dateFromEpochMs = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day from 1970 to 9999 (2025-02-30 is not). */
export const isLocalDate = (value: string): boolean => {
  const m = datePattern.exec(value);
  if (!m || Number(m[1]) < 1970) return false;
  return dateFromEpochMs(dateEpochMs(value)) === value;
};

export const isLocalTime = (time: LocalTime): boolean =>
  Number.isInteger(time.hour) && Number.isInteger(time.minute) && time.hour >= 0 && time.hour <= 23 && time.minute >= 0 && time.minute <= 59;

/** UTC offsets on Earth run from -12:00 to +14:00. */
export const isUtcOffsetMinutes = (offset: number): boolean => Number.isInteger(offset) && offset >= -720 && offset <= 840;

export const localDateOf = (atMs: number, utcOffsetMinutes: number): LocalDate => dateFromEpochMs(atMs + utcOffsetMinutes * minuteMs);

export const addDays = (date: LocalDate, days: number): LocalDate => dateFromEpochMs(dateEpochMs(date) + days * dayMs);

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay counts. */
export const weekdayOf = (date: LocalDate): number => new Date(dateEpochMs(date)).getUTCDay();

export const dayOfMonth = (date: LocalDate): number => dateParts(date)[2];

/** The instant a local date and time is. */
export const localInstant = (date: LocalDate, time: LocalTime, utcOffsetMinutes: number): number =>
  dateEpochMs(date) + (time.hour * 60 + time.minute - utcOffsetMinutes) * minuteMs;

/** The shape every draw calendar shares; the games differ only in which dates draw. */
export type DrawCalendarBase = { drawTime: LocalTime; utcOffsetMinutes: number; closeBeforeSeconds: number };

export const drawOn = (date: LocalDate, calendar: DrawCalendarBase): ScheduledDraw => {
  const drawAt = localInstant(date, calendar.drawTime, calendar.utcOffsetMinutes);
  return { date, drawAt, closeAt: drawAt - calendar.closeBeforeSeconds * 1000 };
};

export const calendarBaseProblems = (calendar: DrawCalendarBase): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (!isLocalTime(calendar.drawTime)) problems.push(problem('drawTime', 'bad-time'));
  if (!isUtcOffsetMinutes(calendar.utcOffsetMinutes)) problems.push(problem('utcOffsetMinutes', 'bad-time'));
  // Closing more than a day early would put two draws' betting windows out of order.
  if (!Number.isInteger(calendar.closeBeforeSeconds) || calendar.closeBeforeSeconds < 0 || calendar.closeBeforeSeconds >= dayMs / 1000) {
    problems.push(problem('closeBeforeSeconds', 'bad-time'));
  }
  return problems;
};

export const datesProblems = (path: string, dates: readonly string[]): LotteryProblem[] =>
  dates.flatMap((date, i) => (isLocalDate(date) ? [] : [problem(`${path}[${i}]`, 'bad-date')]));

/** Draws with fromMs <= drawAt < toMs, earliest first, for a calendar that draws on `drawsOn` dates. */
export const drawsBetween = (fromMs: number, toMs: number, calendar: DrawCalendarBase, drawsOn: (date: LocalDate) => boolean): ScheduledDraw[] => {
  if (!(toMs > fromMs)) return [];
  // One day of margin either side: the local date of an instant and of its draw time can differ.
  const last = addDays(localDateOf(toMs, calendar.utcOffsetMinutes), 1);
  const draws: ScheduledDraw[] = [];
  for (let date = addDays(localDateOf(fromMs, calendar.utcOffsetMinutes), -1); date <= last; date = addDays(date, 1)) {
    if (!drawsOn(date)) continue;
    const draw = drawOn(date, calendar);
    if (draw.drawAt >= fromMs && draw.drawAt < toMs) draws.push(draw);
  }
  return draws;
};

/** The draw a bet placed at `atMs` enters: the first whose betting has not closed. Null past `horizonDays`. */
export const nextDraw = (atMs: number, calendar: DrawCalendarBase, drawsOn: (date: LocalDate) => boolean, horizonDays = 400): ScheduledDraw | null => {
  const start = addDays(localDateOf(atMs, calendar.utcOffsetMinutes), -1);
  for (let i = 0; i <= horizonDays; i += 1) {
    const date = addDays(start, i);
    if (!drawsOn(date)) continue;
    const draw = drawOn(date, calendar);
    if (draw.closeAt > atMs) return draw;
  }
  return null;
};
