import type { AgentContractTerms, AgentContractTypeName, DividendTerms } from '@gp/contracts';
import type { AgentContractPeriod } from '@gp/db';

/** The settlement period of a contract: fixed per salary type, chosen in the terms for dividends. */
export const contractPeriodOf = (type: AgentContractTypeName, terms: AgentContractTerms): AgentContractPeriod => {
  if (type === 'realtime_salary') return 'five_minutes';
  if (type === 'hourly_salary') return 'hourly';
  if (type === 'daily_salary') return 'daily';
  return (terms as DividendTerms).period;
};

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const wallClockOf = (at: Date, timeZone: string): WallClock => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
};

const asUtcMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The instant at which the zone's clock shows `wall` (twice, so a DST change between guess and answer settles). */
const instantOf = (wall: WallClock, timeZone: string): Date => {
  let guess = asUtcMs(wall);
  for (let i = 0; i < 2; i += 1) {
    const offset = asUtcMs(wallClockOf(new Date(guess), timeZone)) - guess;
    guess = asUtcMs(wall) - offset;
  }
  return new Date(guess);
};

/** The wall-clock start of the period containing `w` (weeks start on Monday, ISO). */
const periodStartWall = (period: AgentContractPeriod, w: WallClock): WallClock => {
  const day = { ...w, hour: 0, minute: 0 };
  switch (period) {
    case 'five_minutes':
      return { ...w, minute: w.minute - (w.minute % 5) };
    case 'hourly':
      return { ...w, minute: 0 };
    case 'daily':
      return day;
    case 'weekly': {
      const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
      const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - weekday));
      return { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate(), hour: 0, minute: 0 };
    }
    case 'semi_monthly':
      return { ...day, day: w.day <= 15 ? 1 : 16 };
    case 'monthly':
      return { ...day, day: 1 };
  }
};

/** The start, in the business time zone, of the period of this kind that contains `at`. */
export const periodStartAt = (period: AgentContractPeriod, at: Date, timeZone: string): Date =>
  instantOf(periodStartWall(period, wallClockOf(at, timeZone)), timeZone);
