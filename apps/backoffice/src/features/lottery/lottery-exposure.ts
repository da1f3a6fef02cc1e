import type { LotteryExposureView } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

/** Bars beyond this many numbers would be slivers; the table below the chart lists them all. */
export const exposureChartMax = 40;

/** The exposure chart: one bar per number (highest first, as the server orders them) and the game's limit as a line. */
export const exposureChartData = (
  view: LotteryExposureView,
  names: { liability: string; limit: string },
): { labels: string[]; bars: ChartSeries[]; line?: ChartSeries } => {
  const top = view.numbers.slice(0, exposureChartMax);
  const labels = top.map((n) => n.number);
  const bars = [{ id: 'liability', name: names.liability, data: top.map((n) => ({ label: n.number, value: n.liability })) }];
  if (view.numberLimit === null) return { labels, bars };
  const limit = view.numberLimit;
  return { labels, bars, line: { id: 'limit', name: names.limit, data: labels.map((label) => ({ label, value: limit })) } };
};
