import { creditReportMaxDays, type CreditReportQuery } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';
import { presetPeriod, type RecordPeriod } from './record-period';

const dayMs = 24 * 60 * 60 * 1000;

const dayOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`);
const startOfUtcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The credit report's period [from, to) in whole UTC days: a preset, or from/to days (inclusive;
 * either may be left out: to defaults to today, from to 6 days before to); with neither, the past 7
 * days. At most 90 days; from after to is refused.
 */
export const creditReportPeriod = (query: CreditReportQuery, now: Date = new Date()): RecordPeriod => {
  if (query.preset) return presetPeriod(query.preset, now);
  if (!query.from && !query.to) return presetPeriod('past7', now);
  const lastDay = query.to ? dayOf(query.to) : startOfUtcDay(now);
  const firstDay = query.from ? dayOf(query.from) : new Date(lastDay.getTime() - 6 * dayMs);
  if (firstDay.getTime() > lastDay.getTime()) throw new AppError('VALIDATION_ERROR', { details: { reason: 'FROM_AFTER_TO', from: query.from, to: query.to } });
  const to = new Date(lastDay.getTime() + dayMs);
  if (to.getTime() - firstDay.getTime() > creditReportMaxDays * dayMs)
    throw new AppError('VALIDATION_ERROR', { details: { reason: 'PERIOD_TOO_LONG', maxDays: creditReportMaxDays } });
  return { from: firstDay, to };
};

/** The period's days, oldest first, as YYYY-MM-DD; days after today are left out (nothing has happened on them). */
export const daysOf = (period: RecordPeriod, now: Date = new Date()): string[] => {
  const end = Math.min(period.to.getTime(), startOfUtcDay(now).getTime() + dayMs);
  const days: string[] = [];
  for (let at = period.from.getTime(); at < end; at += dayMs) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
};
