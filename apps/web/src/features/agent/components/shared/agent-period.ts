import { agentReportMaxDays } from '@gp/contracts';
import { addDays, businessDate, startOfDayIso, zoneOffsetMinutes } from './business-time';

/** The period presets of every agent-centre report, in menu order; `custom` takes two dates. */
export const agentPeriodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type AgentPeriodPreset = (typeof agentPeriodPresets)[number];

/** What the filter holds: a preset, or a custom range of business days (both inclusive, "YYYY-MM-DD"). */
export type AgentPeriod = { preset: AgentPeriodPreset } | { preset: 'custom'; from: string; to: string };

/** The business zone the periods are cut in (from the agent profile). */
export type BusinessZone = { timeZone: string; offsetMinutes: number };

/** A period the API understands: `from` inclusive, `to` exclusive, ISO date-times with the zone's offset. */
export type ResolvedPeriod = { from: string; to: string; firstDay: string; lastDay: string };

export type PeriodProblem = 'incomplete' | 'order' | 'tooLong';
export type PeriodResult = { ok: true; period: ResolvedPeriod } | { ok: false; problem: PeriodProblem };

/** Whole business days from `first` to `last`, both included. */
export const dayCount = (first: string, last: string): number =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/** First and last business day of a preset, relative to today in the business zone. */
export const presetDays = (preset: AgentPeriodPreset, today: string): { first: string; last: string } => {
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { first: day, last: day };
    }
    case 'last7':
      return { first: addDays(today, -6), last: today };
    case 'last30':
      return { first: addDays(today, -29), last: today };
    case 'thisMonth':
      return { first: `${today.slice(0, 8)}01`, last: today };
  }
};

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * Turns the filter into the API's `from` / `to`. Each bound is the midnight of its business day
 * with the zone's offset on that day, so a period starts and ends where the server's day buckets do.
 */
export const resolvePeriod = (period: AgentPeriod, nowMs: number, zone: BusinessZone): PeriodResult => {
  const offsetAt = (day: string) => zoneOffsetMinutes(zone.timeZone, Date.parse(`${day}T12:00:00Z`), zone.offsetMinutes);
  const today = businessDate(nowMs, zoneOffsetMinutes(zone.timeZone, nowMs, zone.offsetMinutes));
  let first: string;
  let last: string;
  if (period.preset === 'custom') {
    if (!isDate(period.from) || !isDate(period.to)) return { ok: false, problem: 'incomplete' };
    if (period.to < period.from) return { ok: false, problem: 'order' };
    if (dayCount(period.from, period.to) > agentReportMaxDays) return { ok: false, problem: 'tooLong' };
    first = period.from;
    last = period.to;
  } else {
    ({ first, last } = presetDays(period.preset, today));
  }
  const end = addDays(last, 1);
  return { ok: true, period: { from: startOfDayIso(first, offsetAt(first)), to: startOfDayIso(end, offsetAt(end)), firstDay: first, lastDay: last } };
};
