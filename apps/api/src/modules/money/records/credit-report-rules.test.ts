import { describe, expect, it } from 'vitest';
import { buildStatement, flowOf } from './credit-report-rules';
import { creditReportPeriod, daysOf } from './credit-report-period';

describe('credit report rules', () => {
  it('names each journal kind and direction as one line of the statement', () => {
    expect(flowOf('deposit', true)).toBe('deposit');
    expect(flowOf('withdrawal_payout', false)).toBe('withdrawal');
    expect(flowOf('transfer_upline', false)).toBe('transferOut');
    expect(flowOf('transfer_downline', true)).toBe('transferIn');
    expect(flowOf('game_bet', false)).toBe('bet');
    expect(flowOf('game_win', true)).toBe('win');
    expect(flowOf('game_refund', true)).toBe('refund');
    expect(flowOf('bonus', true)).toBe('bonus');
    expect(flowOf('adjustment', true)).toBe('otherIn');
    expect(flowOf('agent_income', false)).toBe('otherOut');
  });

  it('works the opening balance back from the balance now, counting moves after the period too', () => {
    const statement = buildStatement(
      ['2026-11-01', '2026-11-02'],
      [
        { day: '2026-11-01', kind: 'deposit', incoming: true, total: 1_000n },
        { day: '2026-11-02', kind: 'game_bet', incoming: false, total: -300n },
        { day: null, kind: 'game_win', incoming: true, total: 50n },
      ],
      2_000n,
    );
    expect(statement.total).toMatchObject({ opening: 1_250, deposit: 1_000, bet: 300, moneyIn: 1_000, moneyOut: 300, closing: 1_950 });
    expect(statement.days.map((d) => [d.opening, d.closing])).toEqual([
      [1_250, 2_250],
      [2_250, 1_950],
    ]);
  });

  it('sends sums past 2^53 as their digits', () => {
    const huge = 2n ** 60n;
    const statement = buildStatement(['2026-11-01'], [{ day: '2026-11-01', kind: 'game_win', incoming: true, total: huge }], huge);
    expect(statement.total.win).toBe(huge.toString());
    expect(statement.total.opening).toBe(0);
  });

  it('reads a period: past 7 days by default, from/to inclusive, at most 90 days, never backwards', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const byDefault = creditReportPeriod({}, now);
    expect(daysOf(byDefault, now)).toHaveLength(7);
    expect(daysOf(byDefault, now).at(-1)).toBe('2026-11-30');
    expect(daysOf(creditReportPeriod({ to: '2026-11-20' }, now), now)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(daysOf(creditReportPeriod({ from: '2026-11-29', to: '2026-12-05' }, now), now)).toEqual(['2026-11-29', '2026-11-30']);
    expect(() => creditReportPeriod({ from: '2026-08-01', to: '2026-11-30' }, now)).toThrow();
    expect(() => creditReportPeriod({ from: '2026-11-10', to: '2026-11-09' }, now)).toThrow();
    expect(daysOf(creditReportPeriod({ from: '2026-09-02', to: '2026-11-30' }, now), now)).toHaveLength(90);
  });
});
