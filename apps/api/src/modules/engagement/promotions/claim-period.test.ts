import { describe, expect, it } from 'vitest';
import { nextClaimPeriod, type ClaimLimits } from './claim-period';

const zone = 'Asia/Ho_Chi_Minh';
const none: ClaimLimits = { limitPerDay: null, limitPerWeek: null, limitLifetime: null };
// 2026-12-02 10:00 in Ho Chi Minh City (UTC+7), a Wednesday of ISO week 49.
const now = new Date('2026-12-02T03:00:00Z');
const at = (iso: string) => ({ createdAt: new Date(iso) });

describe('nextClaimPeriod', () => {
  it('lets a member with no limits take part once', () => {
    expect(nextClaimPeriod(none, [], now, zone)).toEqual({ ok: true, periodKey: 'once' });
    expect(nextClaimPeriod(none, [at('2026-11-01T00:00:00Z')], now, zone)).toEqual({ ok: false, limit: 'lifetime' });
  });

  it('numbers claims within the business day, which starts at local midnight', () => {
    const limits = { ...none, limitPerDay: 2 };
    expect(nextClaimPeriod(limits, [], now, zone)).toEqual({ ok: true, periodKey: '2026-12-02_1' });
    // 16:59 UTC on the 1st is 23:59 local on the 1st: yesterday, so it does not count today.
    expect(nextClaimPeriod(limits, [at('2026-12-01T16:59:00Z')], now, zone)).toEqual({ ok: true, periodKey: '2026-12-02_1' });
    expect(nextClaimPeriod(limits, [at('2026-12-01T17:00:00Z')], now, zone)).toEqual({ ok: true, periodKey: '2026-12-02_2' });
    expect(nextClaimPeriod(limits, [at('2026-12-01T17:00:00Z'), at('2026-12-02T01:00:00Z')], now, zone)).toEqual({ ok: false, limit: 'day' });
  });

  it('keys a weekly limit by ISO week and checks wider spans by counting', () => {
    expect(nextClaimPeriod({ ...none, limitPerWeek: 1 }, [], now, zone)).toEqual({ ok: true, periodKey: '2026-W49_1' });
    const mondayClaim = at('2026-11-30T02:00:00Z');
    expect(nextClaimPeriod({ ...none, limitPerWeek: 1 }, [mondayClaim], now, zone)).toEqual({ ok: false, limit: 'week' });
    expect(nextClaimPeriod({ ...none, limitPerDay: 3, limitPerWeek: 1 }, [mondayClaim], now, zone)).toEqual({ ok: false, limit: 'week' });
    expect(nextClaimPeriod({ ...none, limitPerDay: 1, limitLifetime: 1 }, [at('2026-10-01T00:00:00Z')], now, zone)).toEqual({ ok: false, limit: 'lifetime' });
  });

  it('numbers lifetime claims when only a lifetime limit is set', () => {
    expect(nextClaimPeriod({ ...none, limitLifetime: 3 }, [at('2026-10-01T00:00:00Z')], now, zone)).toEqual({ ok: true, periodKey: 'life_2' });
  });
});
