import {
  calendarBaseProblems,
  datesProblems,
  drawsBetween,
  nextDraw,
  weekdayOf,
  type DrawCalendarBase,
  type LocalDate,
  type ScheduledDraw,
} from './local-time';
import { problem, type LotteryProblem } from './problem';

/**
 * 4D draws every Wednesday, Saturday and Sunday at 19:00 local time (Malaysia and Singapore are
 * UTC+8 all year). The operators add special draws, usually on a Tuesday, announced yearly, and
 * may drop a date: staff list those. The draw's id is its local date: one draw a day at most.
 */
export type FourDCalendar = DrawCalendarBase & {
  /** 0 = Sunday ... 6 = Saturday. */
  weekdays: readonly number[];
  extraDates: readonly LocalDate[];
  skippedDates: readonly LocalDate[];
};

export const fourDDefaultCalendar: FourDCalendar = {
  weekdays: [3, 6, 0],
  drawTime: { hour: 19, minute: 0 },
  utcOffsetMinutes: 480,
  // The platform's own choice: sales stop half an hour before the draw, as Singapore Pools' do.
  closeBeforeSeconds: 1800,
  extraDates: [],
  skippedDates: [],
};

export const isFourDDrawDate = (date: LocalDate, calendar: FourDCalendar = fourDDefaultCalendar): boolean => {
  if (calendar.skippedDates.includes(date)) return false;
  return calendar.extraDates.includes(date) || calendar.weekdays.includes(weekdayOf(date));
};

/** Draws with fromMs <= drawAt < toMs, earliest first. */
export const fourDDrawsBetween = (fromMs: number, toMs: number, calendar: FourDCalendar = fourDDefaultCalendar): ScheduledDraw[] =>
  drawsBetween(fromMs, toMs, calendar, (date) => isFourDDrawDate(date, calendar));

/** The draw a bet placed at `atMs` enters (the first one still open), or null if none within 400 days. */
export const nextFourDDraw = (atMs: number, calendar: FourDCalendar = fourDDefaultCalendar): ScheduledDraw | null =>
  nextDraw(atMs, calendar, (date) => isFourDDrawDate(date, calendar));

export const fourDCalendarProblems = (calendar: FourDCalendar): LotteryProblem[] => [
  ...calendarBaseProblems(calendar),
  ...calendar.weekdays.flatMap((day, i) => (Number.isInteger(day) && day >= 0 && day <= 6 ? [] : [problem(`weekdays[${i}]`, 'bad-schedule')])),
  ...datesProblems('extraDates', calendar.extraDates),
  ...datesProblems('skippedDates', calendar.skippedDates),
];
