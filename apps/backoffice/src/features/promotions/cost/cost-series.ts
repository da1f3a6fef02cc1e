import type { BoPromotionCostReport, BoPromotionCostRow } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

export const costMetrics = ['bonusPaid', 'turnover', 'netRevenue'] as const;
export type CostMetric = (typeof costMetrics)[number];

const dayMs = 86_400_000;

/** Every day from `from` to `to`, both included ('YYYY-MM-DD', read as UTC so no day shifts). */
export const daysOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += dayMs) out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
};

/** The promotions a report holds, by id, named by their title, in first-seen order. */
export const promotionsOf = (report: BoPromotionCostReport): { id: number; title: string }[] => {
  const seen = new Map<number, string>();
  for (const r of report.rows) if (!seen.has(r.promotionId)) seen.set(r.promotionId, r.promotionTitle);
  return [...seen.entries()].map(([id, title]) => ({ id, title }));
};

export type CostChartOptions = { metric: CostMetric; currency: string; promotionId: number | null; totalName: string };

// A bar's height needs no exactness: a sum past 2^53 (sent as digits) is drawn from its nearest number.
const seriesOf = (id: string, name: string, days: readonly string[], rows: readonly BoPromotionCostRow[], metric: CostMetric): ChartSeries => ({
  id,
  name,
  data: days.map((day) => ({ label: day, value: rows.filter((r) => r.day === day).reduce((sum, r) => sum + Number(r[metric]), 0) })),
});

/**
 * A bar per day stacked by promotion (the total as a line when more than one is stacked), or the
 * one promotion chosen; every day of the period is a label, so quiet days show as gaps.
 */
export const costChartData = (report: BoPromotionCostReport, options: CostChartOptions) => {
  const days = daysOf(report.from, report.to);
  const rows = report.rows.filter((r) => r.currency === options.currency && (options.promotionId === null || r.promotionId === options.promotionId));
  const promotions = promotionsOf(report).filter((p) => options.promotionId === null || p.id === options.promotionId);
  const bars = promotions.map((p) =>
    seriesOf(
      String(p.id),
      p.title,
      days,
      rows.filter((r) => r.promotionId === p.id),
      options.metric,
    ),
  );
  const total = seriesOf('total', options.totalName, days, rows, options.metric);
  return bars.length > 1 ? { labels: days, bars, line: total } : { labels: days, bars };
};
