import type { AgentContractTypeName, AgentRevenueRow } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

/**
 * The revenue chart's data from every group of the period (the report's `chart`, not its page): one
 * income bar per contract type (stacked), the expense of all types as one bar below the axis, the
 * net of all types as a line; one point per period, oldest first. Pure, unit-tested.
 */
export const revenueChartData = (
  rows: readonly AgentRevenueRow[],
  typeName: (type: AgentContractTypeName) => string,
  names: { expense: string; net: string },
) => {
  const labels = [...new Set(rows.map((r) => r.period))].sort();
  const perPeriod = (pick: (r: AgentRevenueRow) => number, keep: (r: AgentRevenueRow) => boolean = () => true) =>
    labels.map((label) => ({ label, value: rows.filter((r) => r.period === label && keep(r)).reduce((sum, r) => sum + pick(r), 0) }));
  const types = [...new Set(rows.filter((r) => r.income !== 0).map((r) => r.type))];
  const bars: ChartSeries[] = types.map((type) => ({
    id: `income-${type}`,
    name: typeName(type),
    data: perPeriod(
      (r) => r.income,
      (r) => r.type === type,
    ),
  }));
  if (rows.some((r) => r.expense !== 0)) bars.push({ id: 'expense', name: names.expense, data: perPeriod((r) => -r.expense) });
  const line: ChartSeries = { id: 'net', name: names.net, data: perPeriod((r) => r.net) };
  return { labels, bars, line };
};
