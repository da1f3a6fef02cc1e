import type { BoGgrReport, BoGgrRow } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

export const ggrMetrics = ['ggr', 'validBet', 'winAmount'] as const;
export type GgrMetric = (typeof ggrMetrics)[number];

export type GgrView = 'vendor' | 'total';

export type GgrChartOptions = { view: GgrView; vendorCode: string; metric: GgrMetric; currency: string; totalName: string };

export type GgrChartData = { labels: string[]; bars: ChartSeries[]; line?: ChartSeries };

/** The currencies the report holds, the merchant's usual one first (the report lists them sorted). */
export const currenciesOf = (report: BoGgrReport): string[] => report.totals.map((t) => t.currency);

const rowsFor = (report: BoGgrReport, options: GgrChartOptions): BoGgrRow[] =>
  report.rows.filter((r) => r.currency === options.currency && (options.vendorCode === '' || r.vendorCode === options.vendorCode));

// A bar's height needs no exactness: a sum past 2^53 (sent as digits) is drawn from its nearest number.
const seriesOf = (id: string, name: string, rows: readonly BoGgrRow[], metric: GgrMetric): ChartSeries => ({
  id,
  name,
  data: rows.map((r) => ({ label: r.day, value: Number(r[metric]) })),
});

/**
 * Chart data for a period: a bar per day, stacked by vendor (with the total as a line when more than
 * one vendor is stacked) or one total bar; one vendor when `vendorCode` narrows it. Every day of the
 * period is a label, so days without play show as gaps.
 */
export const ggrChartData = (report: BoGgrReport, options: GgrChartOptions): GgrChartData => {
  const rows = rowsFor(report, options);
  const total = seriesOf('total', options.totalName, rows, options.metric);
  if (options.view === 'total') return { labels: report.days, bars: [total] };
  const vendors = report.vendors.filter((v) => v.currency === options.currency && (options.vendorCode === '' || v.vendorCode === options.vendorCode));
  const bars = vendors.map((v) =>
    seriesOf(
      v.vendorCode,
      v.vendorName,
      rows.filter((r) => r.vendorCode === v.vendorCode),
      options.metric,
    ),
  );
  return bars.length > 1 ? { labels: report.days, bars, line: total } : { labels: report.days, bars };
};
