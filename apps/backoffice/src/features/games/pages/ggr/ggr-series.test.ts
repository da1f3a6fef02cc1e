import type { BoGgrReport } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { ggrChartData } from './ggr-series';

const figures = (ggr: number) => ({
  currency: 'INR',
  betCount: 1,
  betAmount: ggr + 100,
  refundAmount: 0,
  validBet: ggr + 100,
  winAmount: 100,
  ggr,
  rounds: 1,
  players: 1,
});
const report: BoGgrReport = {
  from: '2026-01-01',
  to: '2026-01-03',
  timeZone: 'Asia/Kolkata',
  days: ['2026-01-01', '2026-01-02', '2026-01-03'],
  rows: [
    { day: '2026-01-01', vendorCode: 'A', vendorName: 'Alpha', ...figures(50) },
    { day: '2026-01-01', vendorCode: 'B', vendorName: 'Beta', ...figures(-20) },
    { day: '2026-01-03', vendorCode: 'A', vendorName: 'Alpha', ...figures(30) },
  ],
  vendors: [
    { vendorCode: 'A', vendorName: 'Alpha', ...figures(80) },
    { vendorCode: 'B', vendorName: 'Beta', ...figures(-20) },
  ],
  totals: [figures(60)],
};
const base = { view: 'vendor' as const, vendorCode: '', metric: 'ggr' as const, currency: 'INR', totalName: 'Total' };

describe('GGR chart data', () => {
  it('stacks vendors per day with the total as a line', () => {
    const data = ggrChartData(report, base);
    expect(data.labels).toEqual(report.days);
    expect(data.bars.map((s) => [s.name, s.data])).toEqual([
      [
        'Alpha',
        [
          { label: '2026-01-01', value: 50 },
          { label: '2026-01-03', value: 30 },
        ],
      ],
      ['Beta', [{ label: '2026-01-01', value: -20 }]],
    ]);
    expect(data.line?.data).toEqual([
      { label: '2026-01-01', value: 50 },
      { label: '2026-01-01', value: -20 },
      { label: '2026-01-03', value: 30 },
    ]);
  });

  it('draws one total series, or one vendor, without a line', () => {
    const total = ggrChartData(report, { ...base, view: 'total' });
    expect(total.bars.map((s) => [s.id, s.data.map((d) => d.value)])).toEqual([['total', [50, -20, 30]]]);
    expect(total.line).toBeUndefined();
    const one = ggrChartData(report, { ...base, vendorCode: 'B', metric: 'validBet' });
    expect(one.bars.map((s) => [s.id, s.data.map((d) => d.value)])).toEqual([['B', [80]]]);
    expect(one.line).toBeUndefined();
  });
});
