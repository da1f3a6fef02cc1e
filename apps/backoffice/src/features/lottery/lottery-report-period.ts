import type { LotteryReport } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

/** Two calendar days as typed (YYYY-MM-DD), both included. */
export type ReportDays = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `days` days up to today, in the browser's calendar. */
export const recentDays = (now: Date, days = 7): ReportDays => {
  const from = new Date(now);
  from.setDate(from.getDate() - (days - 1));
  return { from: dayOf(from), to: dayOf(now) };
};

/**
 * The report's query period: from the start of the first day to the start of the day after the
 * last, in the browser's time zone, as UTC instants (the API takes `Z` times; `to` is exclusive).
 * Null when a day is missing or the period runs backwards.
 */
export const reportPeriodOf = (days: ReportDays): { from: string; to: string } | null => {
  const from = new Date(`${days.from}T00:00:00`);
  const last = new Date(`${days.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()) || last < from) return null;
  const to = new Date(last);
  to.setDate(to.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
};

export const reportMetrics = ['margin', 'stakeTotal', 'payoutTotal'] as const;
export type ReportMetric = (typeof reportMetrics)[number];

/** One bar per draw (labels are draw ids, so two games' draws at one time stay apart), oldest first. */
export const reportChartData = (report: LotteryReport, metric: ReportMetric, name: string): { labels: string[]; bars: ChartSeries[] } => {
  const rows = [...report.rows].sort((a, b) => a.drawAt.localeCompare(b.drawAt) || a.drawId.localeCompare(b.drawId));
  return { labels: rows.map((r) => r.drawId), bars: [{ id: metric, name, data: rows.map((r) => ({ label: r.drawId, value: r[metric] })) }] };
};
