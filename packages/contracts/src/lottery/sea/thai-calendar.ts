import {
  calendarBaseProblems,
  datesProblems,
  dayOfMonth,
  drawsBetween,
  isLocalDate,
  nextDraw,
  type DrawCalendarBase,
  type LocalDate,
  type ScheduledDraw,
} from './local-time';
import { problem, type LotteryProblem } from './problem';

/**
 * Thai draws: the 1st and 16th of each month, starting 14:30 Bangkok time (UTC+7, no daylight
 * saving). The GLO moves a draw that meets a holiday (30 December instead of 1 January, 2 May
 * instead of 1 May, 17 January instead of 16 January in some years); the moves are announced
 * each year, so staff enter them as nominal date -> actual date. The draw's id is its actual date.
 */
export type ThaiCalendar = DrawCalendarBase & {
  daysOfMonth: readonly number[];
  moved: Readonly<Record<LocalDate, LocalDate>>;
  skippedDates: readonly LocalDate[];
};

export const thaiDefaultCalendar: ThaiCalendar = {
  daysOfMonth: [1, 16],
  drawTime: { hour: 14, minute: 30 },
  utcOffsetMinutes: 420,
  // The platform's own choice: sales stop half an hour before the draw starts.
  closeBeforeSeconds: 1800,
  moved: {},
  skippedDates: [],
};

export const isThaiDrawDate = (date: LocalDate, calendar: ThaiCalendar = thaiDefaultCalendar): boolean => {
  if (calendar.skippedDates.includes(date)) return false;
  if (Object.values(calendar.moved).includes(date)) return true;
  if (Object.hasOwn(calendar.moved, date)) return false;
  return calendar.daysOfMonth.includes(dayOfMonth(date));
};

/** Draws with fromMs <= drawAt < toMs, earliest first. */
export const thaiDrawsBetween = (fromMs: number, toMs: number, calendar: ThaiCalendar = thaiDefaultCalendar): ScheduledDraw[] =>
  drawsBetween(fromMs, toMs, calendar, (date) => isThaiDrawDate(date, calendar));

/** The draw a bet placed at `atMs` enters (the first one still open), or null if none within 400 days. */
export const nextThaiDraw = (atMs: number, calendar: ThaiCalendar = thaiDefaultCalendar): ScheduledDraw | null =>
  nextDraw(atMs, calendar, (date) => isThaiDrawDate(date, calendar));

export const thaiCalendarProblems = (calendar: ThaiCalendar): LotteryProblem[] => [
  ...calendarBaseProblems(calendar),
  ...calendar.daysOfMonth.flatMap((day, i) => (Number.isInteger(day) && day >= 1 && day <= 31 ? [] : [problem(`daysOfMonth[${i}]`, 'bad-schedule')])),
  ...Object.entries(calendar.moved).flatMap(([from, to]) => (isLocalDate(from) && isLocalDate(to) ? [] : [problem(`moved.${from}`, 'bad-date')])),
  ...datesProblems('skippedDates', calendar.skippedDates),
];
