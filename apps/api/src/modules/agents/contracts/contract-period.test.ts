import { describe, expect, it } from 'vitest';
import { contractPeriodOf, periodStartAt } from './contract-period';

// 2026-11-22T03:41:10Z is Sunday 09:11:10 in Asia/Kolkata (UTC+05:30).
const at = new Date('2026-11-22T03:41:10.500Z');
const kolkata = 'Asia/Kolkata';

describe('contract periods', () => {
  it('starts each period kind on the business time zone clock', () => {
    expect(periodStartAt('five_minutes', at, kolkata).toISOString()).toBe('2026-11-22T03:40:00.000Z');
    expect(periodStartAt('hourly', at, kolkata).toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(periodStartAt('daily', at, kolkata).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(periodStartAt('weekly', at, kolkata).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(periodStartAt('semi_monthly', at, kolkata).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(periodStartAt('semi_monthly', new Date('2026-11-10T00:00:00Z'), kolkata).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(periodStartAt('monthly', at, kolkata).toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('finds the local midnight across a daylight saving change', () => {
    // New York springs forward at 02:00 on 2026-03-08: midnight was still EST (UTC-5).
    expect(periodStartAt('daily', new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(periodStartAt('hourly', new Date('2026-03-08T12:20:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('takes the period kind from the type, and from the terms for dividends', () => {
    expect(contractPeriodOf('realtime_salary', { winRateBp: 1, lossRateBp: 1, minSingleBet: 0 })).toBe('five_minutes');
    expect(contractPeriodOf('dividend', { period: 'weekly', tiers: [{ minActiveMembers: 0, minValidBet: 0, minProfitLoss: 0, rateBp: 100 }] })).toBe('weekly');
  });
});
