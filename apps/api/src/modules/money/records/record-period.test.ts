import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { presetPeriod, resolvePeriod } from './record-period';

const now = new Date('2026-11-21T15:30:00.000Z');
const iso = (p: { from: Date; to: Date }) => ({ from: p.from.toISOString(), to: p.to.toISOString() });

describe('record periods', () => {
  it('turns each preset into whole UTC days looking back from today', () => {
    expect(iso(presetPeriod('today', now))).toEqual({ from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
    expect(iso(presetPeriod('yesterday', now))).toEqual({ from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' });
    expect(iso(presetPeriod('past7', now))).toEqual({ from: '2026-11-15T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
    expect(iso(presetPeriod('past30', now))).toEqual({ from: '2026-10-23T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
  });

  it('defaults to the past 30 days and lets a preset win over from/to', () => {
    expect(iso(resolvePeriod({}, now))).toEqual(iso(presetPeriod('past30', now)));
    expect(iso(resolvePeriod({ preset: 'yesterday', from: '2020-01-01', to: '2020-01-02' }, now))).toEqual(iso(presetPeriod('yesterday', now)));
  });

  it('reads from and to as inclusive days, either one optional', () => {
    expect(iso(resolvePeriod({ from: '2026-11-01', to: '2026-11-01' }, now))).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' });
    expect(iso(resolvePeriod({ from: '2026-11-10' }, now))).toEqual({ from: '2026-11-10T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
    expect(iso(resolvePeriod({ to: '2026-11-10' }, now))).toEqual({ from: '2026-10-12T00:00:00.000Z', to: '2026-11-11T00:00:00.000Z' });
  });

  it('refuses from after to and periods over a year', () => {
    const reason = (q: Parameters<typeof resolvePeriod>[0]) => {
      try {
        resolvePeriod(q, now);
        return 'accepted';
      } catch (e) {
        return isAppError(e) ? `${e.code}:${String(e.details?.reason)}` : 'other';
      }
    };
    expect(reason({ from: '2026-11-02', to: '2026-11-01' })).toBe('VALIDATION_ERROR:FROM_AFTER_TO');
    expect(reason({ from: '2024-01-01', to: '2026-11-01' })).toBe('VALIDATION_ERROR:PERIOD_TOO_LONG');
    expect(reason({ from: '2025-11-21', to: '2026-11-20' })).toBe('accepted');
  });
});
