import { describe, expect, it } from 'vitest';
import type { AgentRevenueRow } from '@gp/contracts';
import { revenueChartData } from './revenue-chart-data';

const row = (period: string, type: AgentRevenueRow['type'], income: number, expense: number): AgentRevenueRow => ({
  period,
  type,
  income,
  incomeCount: income ? 1 : 0,
  incomeDue: 0,
  expense,
  expenseCount: expense ? 1 : 0,
  expenseDue: 0,
  net: income - expense,
});

describe('revenueChartData', () => {
  it('stacks income per type, puts expense below the axis and nets per period, oldest first', () => {
    const data = revenueChartData(
      [row('2026-11-21', 'daily_salary', 500, 200), row('2026-11-20', 'daily_salary', 300, 0), row('2026-11-21', 'dividend', 1000, 0)],
      (t) => t,
      { expense: 'Expense', net: 'Net' },
    );
    expect(data.labels).toEqual(['2026-11-20', '2026-11-21']);
    expect(data.bars.map((b) => b.id)).toEqual(['income-daily_salary', 'income-dividend', 'expense']);
    expect(data.bars[0]?.data).toEqual([
      { label: '2026-11-20', value: 300 },
      { label: '2026-11-21', value: 500 },
    ]);
    expect(data.bars[1]?.data).toEqual([
      { label: '2026-11-20', value: 0 },
      { label: '2026-11-21', value: 1000 },
    ]);
    expect(data.bars[2]?.data).toEqual([
      { label: '2026-11-20', value: 0 },
      { label: '2026-11-21', value: -200 },
    ]);
    // One net point per period, summed over the types.
    expect(data.line.data).toEqual([
      { label: '2026-11-20', value: 300 },
      { label: '2026-11-21', value: 1300 },
    ]);
  });

  it('leaves out the expense bar and empty types', () => {
    const data = revenueChartData([row('2026-W47', 'hourly_salary', 0, 0), row('2026-W47', 'realtime_salary', 10, 0)], (t) => t, { expense: 'E', net: 'N' });
    expect(data.bars.map((b) => b.id)).toEqual(['income-realtime_salary']);
  });
});
