import type { BoLoyaltyCostReport } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { currenciesOf, loyaltyChartData } from './loyalty-cost-series';

const zero = { pointsIssued: 0, pointsRedeemed: 0, pointsConverted: 0, pointsTakenBack: 0 };
const report: BoLoyaltyCostReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  timeZone: 'Asia/Kolkata',
  promotions: [
    { promotionId: 7, title: 'VIP club' },
    { promotionId: 9, title: 'Prize wheel' },
  ],
  days: [
    { day: '2026-11-01', ...zero, pointsIssued: 1200, money: [{ promotionId: 7, currency: 'INR', paid: 5000 }] },
    {
      day: '2026-11-02',
      ...zero,
      pointsRedeemed: 300,
      money: [
        { promotionId: 7, currency: 'INR', paid: 1000 },
        { promotionId: 9, currency: 'INR', paid: 250 },
        { promotionId: 9, currency: 'USD', paid: 99 },
      ],
    },
  ],
  totals: {
    ...zero,
    pointsIssued: 1200,
    pointsRedeemed: 300,
    money: [
      { promotionId: 7, currency: 'INR', paid: 6000 },
      { promotionId: 9, currency: 'INR', paid: 250 },
      { promotionId: 9, currency: 'USD', paid: 99 },
    ],
  },
};

describe('loyalty cost chart data', () => {
  it('draws a points metric as one bar per day', () => {
    const chart = loyaltyChartData(report, { metric: 'pointsIssued', currency: 'INR', metricName: 'Issued', totalName: 'Total' });
    expect(chart.bars).toEqual([
      {
        id: 'pointsIssued',
        name: 'Issued',
        data: [
          { label: '2026-11-01', value: 1200 },
          { label: '2026-11-02', value: 0 },
        ],
      },
    ]);
    expect(chart.line).toBeUndefined();
  });

  it('stacks money by promotion in one currency, with the total as a line', () => {
    const chart = loyaltyChartData(report, { metric: 'moneyPaid', currency: 'INR', metricName: 'Paid', totalName: 'Total' });
    expect(chart.bars.map((b) => [b.name, b.data.map((d) => d.value)])).toEqual([
      ['VIP club', [5000, 1000]],
      ['Prize wheel', [0, 250]],
    ]);
    expect(chart.line?.data.map((d) => d.value)).toEqual([5000, 1250]);
    expect(currenciesOf(report)).toEqual(['INR', 'USD']);
  });
});
