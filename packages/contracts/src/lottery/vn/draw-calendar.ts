import { lotteryRegions, type LotteryRegion } from './draw-structure';
import { lotteryProvinces, weeklySchedule, type IsoWeekday, type LotteryProvince } from './provinces';

/**
 * Which draws a calendar day holds and when, in UTC. Vietnam keeps UTC+7 all year (no daylight
 * saving), so a Vietnamese wall-clock time is always 7 hours ahead of UTC. The calendar knows no
 * holidays: the companies pause for a few days around Tết (lunar new year) and those days must be
 * closed by staff; this module does not guess them.
 */

export const vietnamUtcOffsetMinutes = 7 * 60;

/** Local (Vietnam) start of each region's draw: south 16:15, centre 17:15, north 18:15. */
export const regionDrawTimes: Readonly<Record<LotteryRegion, { hour: number; minute: number }>> = {
  south: { hour: 16, minute: 15 },
  centre: { hour: 17, minute: 15 },
  north: { hour: 18, minute: 15 },
};

/** One scheduled draw: its Vietnamese calendar date, region, province and start time in UTC. */
export type VnScheduledDraw = {
  date: string;
  region: LotteryRegion;
  province: LotteryProvince;
  /** ISO 8601 in UTC, e.g. "2024-05-06T09:15:00.000Z" for a southern draw on 6 May 2024. */
  drawsAt: string;
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month, day of a real `YYYY-MM-DD` date, or null (bad format, or a day like 2023-02-29). */
const parseCalendarDate = (date: string): { year: number; month: number; day: number } | null => {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2023-02-29 over to 1 March; reading the parts back catches it.
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** True for a real calendar date written `YYYY-MM-DD`. */
export const isCalendarDate = (date: string): boolean => parseCalendarDate(date) !== null;

const requireDate = (date: string): { year: number; month: number; day: number } => {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${date}`);
  return parts;
};

/** ISO weekday (Monday = 1) of a `YYYY-MM-DD` date; a calendar date has one weekday everywhere. */
export const isoWeekdayOf = (date: string): IsoWeekday => {
  const { year, month, day } = requireDate(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as IsoWeekday;
};

/** When a region's draw on a Vietnamese calendar date starts, in UTC (ISO 8601). */
export const drawTimeUtc = (date: string, region: LotteryRegion): string => {
  const { year, month, day } = requireDate(date);
  const { hour, minute } = regionDrawTimes[region];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - vietnamUtcOffsetMinutes * 60_000).toISOString();
};

/**
 * Every draw of a Vietnamese calendar date, earliest first: the southern provinces (16:15), the
 * central ones (17:15), then the north (18:15). Throws a RangeError for anything but a real
 * `YYYY-MM-DD` date; check input with `isCalendarDate` first.
 */
export const drawsOn = (date: string): VnScheduledDraw[] => {
  const weekday = isoWeekdayOf(date);
  const regions = [...lotteryRegions].sort((a, b) => drawTimeUtc(date, a).localeCompare(drawTimeUtc(date, b)));
  return regions.flatMap((region) =>
    weeklySchedule[region][weekday].map((code) => ({ date, region, province: lotteryProvinces[code], drawsAt: drawTimeUtc(date, region) })),
  );
};
