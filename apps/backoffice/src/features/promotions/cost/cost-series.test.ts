import type { BoPromotionCostReport } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { costChartData, daysOf, promotionsOf } from './cost-series';

const report: BoPromotionCostReport = {
  from: '2026-11-10',
  to: '2026-11-12',
  timeZone: 'Asia/Kolkata',
  rows: [
    { day: '2026-11-10', promotionId: 1, promotionTitle: 'First', currency: 'INR', bonusPaid: 5_000, turnover: 20_000, netRevenue: 10_000 },
    { day: '2026-11-10', promotionId: 2, promotionTitle: 'Second', currency: 'INR', bonusPaid: 1_000, turnover: 0, netRevenue: -1_000 },
    { day: '2026-11-12', promotionId: 1, promotionTitle: 'First', currency: 'INR', bonusPaid: 1_000, turnover: 8_000, netRevenue: 7_000 },
  ],
  totals: [{ currency: 'INR', bonusPaid: 7_000, turnover: 28_000, netRevenue: 16_000 }],
};

describe('cost chart data', () => {
  it('labels every day of the period, quiet ones included', () => {
    expect(daysOf('2026-11-10', '2026-11-12')).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    expect(promotionsOf(report)).toEqual([
      { id: 1, title: 'First' },
      { id: 2, title: 'Second' },
    ]);
  });

  it('stacks promotions with the total as a line, or shows the one chosen', () => {
    const all = costChartData(report, { metric: 'netRevenue', currency: 'INR', promotionId: null, totalName: 'Total' });
    expect(all.bars.map((b) => b.data.map((d) => d.value))).toEqual([
      [10_000, 0, 7_000],
      [-1_000, 0, 0],
    ]);
    expect(all.line?.data.map((d) => d.value)).toEqual([9_000, 0, 7_000]);
    const one = costChartData(report, { metric: 'bonusPaid', currency: 'INR', promotionId: 2, totalName: 'Total' });
    expect([one.bars.length, one.line, one.bars[0]?.data.map((d) => d.value)]).toEqual([1, undefined, [1_000, 0, 0]]);
  });
});
