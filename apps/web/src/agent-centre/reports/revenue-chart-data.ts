import type { AgentContractTypeName, AgentRevenueRow } from '@gp/contracts';
import type { ChartSeries } from '@gp/ui';

/**
 * The revenue chart's data from the report rows: one income bar per contract type (stacked), the
 * expense as a bar below the axis, the net as a line; periods oldest first. Pure, unit-tested.
 */
export const revenueChartData = (rows: readonly AgentRevenueRow[], typeName: (type: AgentContractTypeName) => string, names: { expense: string; net: string }) => {
  const labels = [...new Set(rows.map((r) => r.period))].sort();
  const types = [...new Set(rows.filter((r) => r.income !== 0).map((r) => r.type))];
  const bars: ChartSeries[] = types.map((type) => ({
    id: `income-${type}`,
    name: typeName(type),
    data: rows.filter((r) => r.type === type).map((r) => ({ label: r.period, value: r.income })),
  }));
  if (rows.some((r) => r.expense !== 0)) bars.push({ id: 'expense', name: names.expense, data: rows.map((r) => ({ label: r.period, value: -r.expense })) });
  const line: ChartSeries = { id: 'net', name: names.net, data: rows.map((r) => ({ label: r.period, value: r.net })) };
  return { labels, bars, line };
};
