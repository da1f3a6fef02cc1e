import type { AgentPeriodKind, BoAgentSettlementJob } from '@gp/contracts';
import { agentJobPeriodKinds } from '@gp/contracts';

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall-clock parts of an instant in a time zone. */
const partsIn = (timeZone: string, at: Date): LocalParts => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute') };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayKey = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** ISO 8601 week key (YYYY-Www) of a calendar date held as UTC midnight. */
export const isoWeekKey = (date: Date): string => {
  const d = new Date(date.getTime());
  const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  // The Thursday of the date's week decides the ISO year.
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${pad(week)}`;
};

/**
 * The key of the last period of this kind that has ended on the settlement clock (wall clock plus
 * the configured offset), in the business time zone: what a manual re-run most often wants.
 */
export const previousPeriodKey = (kind: AgentPeriodKind, now: Date, timeZone: string, offsetMinutes = 0): string => {
  const clock = new Date(now.getTime() + offsetMinutes * 60_000);
  if (kind === 'five_minutes') {
    const p = partsIn(timeZone, new Date(clock.getTime() - 5 * 60_000));
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(Math.floor(p.minute / 5) * 5)}`;
  }
  if (kind === 'hourly') {
    const p = partsIn(timeZone, new Date(clock.getTime() - 3_600_000));
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}`;
  }
  const today = partsIn(timeZone, clock);
  const date = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
  if (kind === 'daily') return dayKey(date(today.year, today.month, today.day - 1));
  if (kind === 'weekly') return isoWeekKey(date(today.year, today.month, today.day - 7));
  const lastMonth = date(today.year, today.month - 1, 1);
  const lastMonthKey = `${lastMonth.getUTCFullYear()}-${pad(lastMonth.getUTCMonth() + 1)}`;
  if (kind === 'monthly') return lastMonthKey;
  // Semi-monthly: 1-15 is H1, 16 to the end H2; in the first half the last ended period is last month's H2.
  return today.day <= 15 ? `${lastMonthKey}-H2` : `${today.year}-${pad(today.month)}-H1`;
};

/** The period kinds a job settles (dividends: every kind a dividend contract may have). */
export const periodKindsOf = (job: BoAgentSettlementJob): readonly AgentPeriodKind[] => agentJobPeriodKinds[job];
