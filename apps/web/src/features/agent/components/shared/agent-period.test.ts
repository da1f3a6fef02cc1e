import { describe, expect, it } from 'vitest';
import { dayCount, presetDays, resolvePeriod } from './agent-period';

const india = { timeZone: 'Asia/Kolkata', offsetMinutes: 330 };
// 2026-11-22 20:00 UTC is 2026-11-23 01:30 in India: "today" there is the 23rd.
const now = Date.UTC(2026, 10, 22, 20, 0, 0);

describe('presetDays', () => {
  it('cuts each preset from today', () => {
    expect(presetDays('today', '2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-23' });
    expect(presetDays('yesterday', '2026-03-01')).toEqual({ first: '2026-02-28', last: '2026-02-28' });
    expect(presetDays('last7', '2026-11-23')).toEqual({ first: '2026-11-17', last: '2026-11-23' });
    expect(presetDays('last30', '2026-11-23')).toEqual({ first: '2026-10-25', last: '2026-11-23' });
    expect(presetDays('thisMonth', '2026-11-23')).toEqual({ first: '2026-11-01', last: '2026-11-23' });
    expect(dayCount('2026-10-25', '2026-11-23')).toBe(30);
  });
});

describe('resolvePeriod', () => {
  it('uses the business day, not the UTC day, and an exclusive end', () => {
    expect(resolvePeriod({ preset: 'today' }, now, india)).toEqual({
      ok: true,
      period: { from: '2026-11-23T00:00:00+05:30', to: '2026-11-24T00:00:00+05:30', firstDay: '2026-11-23', lastDay: '2026-11-23' },
    });
    const yesterday = resolvePeriod({ preset: 'yesterday' }, now, india);
    expect(yesterday.ok && yesterday.period.from).toBe('2026-11-22T00:00:00+05:30');
  });

  it('takes each bound with its own offset across a daylight-saving change', () => {
    const london = { timeZone: 'Europe/London', offsetMinutes: 0 };
    const result = resolvePeriod({ preset: 'custom', from: '2026-03-28', to: '2026-03-29' }, now, london);
    expect(result).toEqual({
      ok: true,
      period: { from: '2026-03-28T00:00:00+00:00', to: '2026-03-30T00:00:00+01:00', firstDay: '2026-03-28', lastDay: '2026-03-29' },
    });
  });

  it('refuses an incomplete, reversed or too long custom range', () => {
    expect(resolvePeriod({ preset: 'custom', from: '2026-11-01', to: '' }, now, india)).toEqual({ ok: false, problem: 'incomplete' });
    expect(resolvePeriod({ preset: 'custom', from: '2026-11-10', to: '2026-11-01' }, now, india)).toEqual({ ok: false, problem: 'order' });
    expect(resolvePeriod({ preset: 'custom', from: '2026-01-01', to: '2026-06-01' }, now, india)).toEqual({ ok: false, problem: 'tooLong' });
    expect(resolvePeriod({ preset: 'custom', from: '2026-08-23', to: '2026-11-23' }, now, india).ok).toBe(true);
  });
});
