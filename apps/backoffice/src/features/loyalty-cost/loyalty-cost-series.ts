import type { BoLoyaltyCostReport } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

export const pointMetrics = ['pointsIssued', 'pointsRedeemed', 'pointsConverted', 'pointsTakenBack'] as const;
export const loyaltyCostMetrics = [...pointMetrics, 'moneyPaid'] as const;
export type LoyaltyCostMetric = (typeof loyaltyCostMetrics)[number];
type PointMetric = (typeof pointMetrics)[number];

export const isPointMetric = (metric: LoyaltyCostMetric): metric is PointMetric => metric !== 'moneyPaid';

/** The currencies money was paid in, in first-seen order (the report's totals). */
export const currenciesOf = (report: BoLoyaltyCostReport): string[] => [...new Set(report.totals.money.map((m) => m.currency))];

export type LoyaltyChartOptions = { metric: LoyaltyCostMetric; currency: string; metricName: string; totalName: string };

/**
 * The chart of one metric: points as one bar per day; money as bars stacked by loyalty promotion in
 * the chosen currency, with the day's total as a line when more than one promotion paid. A sum past
 * 2^53 (sent as digits) is drawn from its nearest number: a bar's height needs no exactness.
 */
export const loyaltyChartData = (report: BoLoyaltyCostReport, options: LoyaltyChartOptions): { labels: string[]; bars: ChartSeries[]; line?: ChartSeries } => {
  const labels = report.days.map((d) => d.day);
  const { metric } = options;
  if (isPointMetric(metric)) {
    return { labels, bars: [{ id: metric, name: options.metricName, data: report.days.map((d) => ({ label: d.day, value: Number(d[metric]) })) }] };
  }
  const paidOn = (day: BoLoyaltyCostReport['days'][number], promotionId: number | null) =>
    day.money
      .filter((m) => m.currency === options.currency && (promotionId === null || m.promotionId === promotionId))
      .reduce((sum, m) => sum + Number(m.paid), 0);
  const bars = report.promotions.map((p) => ({
    id: String(p.promotionId),
    name: p.title,
    data: report.days.map((d) => ({ label: d.day, value: paidOn(d, p.promotionId) })),
  }));
  const line = { id: 'total', name: options.totalName, data: report.days.map((d) => ({ label: d.day, value: paidOn(d, null) })) };
  return bars.length > 1 ? { labels, bars, line } : { labels, bars };
};
