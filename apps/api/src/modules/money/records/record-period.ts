import type { RecordDatePreset } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';

const dayMs = 24 * 60 * 60 * 1000;
/** The longest period one request may cover: a year (and a leap day). */
const maxPeriodDays = 366;
const defaultPreset: RecordDatePreset = 'past30';

export type RecordPeriod = { from: Date; to: Date };
export type PeriodQuery = { preset?: RecordDatePreset | undefined; from?: string | undefined; to?: string | undefined };

const startOfUtcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const dayOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`);

/** How many whole UTC days each preset covers and how many days before today it ends. */
const presetDays: Record<RecordDatePreset, { days: number; endsDaysAgo: number }> = {
  today: { days: 1, endsDaysAgo: 0 },
  yesterday: { days: 1, endsDaysAgo: 1 },
  past7: { days: 7, endsDaysAgo: 0 },
  past30: { days: 30, endsDaysAgo: 0 },
};

/**
 * A preset as whole UTC days, always looking back (records are history): `past7` is today and the
 * 6 days before, `yesterday` the one day before today.
 */
export const presetPeriod = (preset: RecordDatePreset, now: Date): RecordPeriod => {
  const { days, endsDaysAgo } = presetDays[preset];
  const to = new Date(startOfUtcDay(now).getTime() + (1 - endsDaysAgo) * dayMs);
  return { from: new Date(to.getTime() - days * dayMs), to };
};

/**
 * The half-open period [from, to) a records query asks for: a preset wins; otherwise `from` and
 * `to` days (inclusive; either may be left out: to defaults to today, from to 29 days before to);
 * with neither, the past 30 days.
 */
export const resolvePeriod = (query: PeriodQuery, now: Date = new Date()): RecordPeriod => {
  if (query.preset) return presetPeriod(query.preset, now);
  if (!query.from && !query.to) return presetPeriod(defaultPreset, now);
  const lastDay = query.to ? dayOf(query.to) : startOfUtcDay(now);
  const firstDay = query.from ? dayOf(query.from) : new Date(lastDay.getTime() - 29 * dayMs);
  if (firstDay.getTime() > lastDay.getTime()) throw new AppError('VALIDATION_ERROR', { details: { reason: 'FROM_AFTER_TO', from: query.from, to: query.to } });
  const to = new Date(lastDay.getTime() + dayMs);
  if (to.getTime() - firstDay.getTime() > maxPeriodDays * dayMs)
    throw new AppError('VALIDATION_ERROR', { details: { reason: 'PERIOD_TOO_LONG', maxDays: maxPeriodDays } });
  return { from: firstDay, to };
};
