import type { LotteryReport } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { recentDays, reportChartData, reportPeriodOf } from './lottery-report-period';

describe('reportPeriodOf', () => {
  it('covers whole local days, the last one included, as UTC instants', () => {
    const period = reportPeriodOf({ from: '2026-11-01', to: '2026-11-30' });
    expect(period).toEqual({ from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 11, 1).toISOString() });
    expect(period?.from).toMatch(/Z$/);
  });

  it('refuses a missing day or a backward period', () => {
    expect(reportPeriodOf({ from: '', to: '2026-11-30' })).toBeNull();
    expect(reportPeriodOf({ from: '2026-11-30', to: '2026-11-01' })).toBeNull();
  });

  it('defaults to the last seven days', () => {
    expect(recentDays(new Date(2026, 10, 30, 15))).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });
});

describe('reportChartData', () => {
  it('draws one bar per draw, oldest first, negative margins below the axis', () => {
    const row = { gameCode: 'g', drawKey: 'k', status: 'paid' as const, betCount: 1, stakeTotal: 100, payoutTotal: 0, margin: 100 };
    const report: LotteryReport = {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
      rows: [
        { ...row, drawId: '2', drawAt: '2026-11-02T00:00:00.000Z', payoutTotal: 300, margin: -200 },
        { ...row, drawId: '1', drawAt: '2026-11-01T00:00:00.000Z' },
      ],
      totals: { betCount: 2, stakeTotal: 200, payoutTotal: 300, margin: -100 },
    };
    expect(reportChartData(report, 'margin', 'Margin')).toEqual({
      labels: ['1', '2'],
      bars: [
        {
          id: 'margin',
          name: 'Margin',
          data: [
            { label: '1', value: 100 },
            { label: '2', value: -200 },
          ],
        },
      ],
    });
  });
});
