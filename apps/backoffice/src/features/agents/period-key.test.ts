import { describe, expect, it } from 'vitest';
import { isoWeekKey, previousPeriodKey } from './period-key';

const kolkata = 'Asia/Kolkata';

describe('previousPeriodKey', () => {
  // 2026-11-22 03:47 UTC = 09:17 in Kolkata (UTC+05:30), a Sunday.
  const now = new Date('2026-11-22T03:47:00Z');

  it('names the last ended period of each kind in the business time zone', () => {
    expect(previousPeriodKey('five_minutes', now, kolkata)).toBe('2026-11-22T09:10');
    expect(previousPeriodKey('hourly', now, kolkata)).toBe('2026-11-22T08');
    expect(previousPeriodKey('daily', now, kolkata)).toBe('2026-11-21');
    expect(previousPeriodKey('weekly', now, kolkata)).toBe('2026-W46');
    expect(previousPeriodKey('semi_monthly', now, kolkata)).toBe('2026-11-H1');
    expect(previousPeriodKey('monthly', now, kolkata)).toBe('2026-10');
  });

  it('uses the zone, not UTC, around midnight', () => {
    // 19:00 UTC on the 21st is already 00:30 on the 22nd in Kolkata.
    const late = new Date('2026-11-21T19:00:00Z');
    expect(previousPeriodKey('daily', late, kolkata)).toBe('2026-11-21');
    expect(previousPeriodKey('daily', late, 'UTC')).toBe('2026-11-20');
    expect(previousPeriodKey('hourly', late, kolkata)).toBe('2026-11-21T23');
  });

  it('applies the settlement clock offset (the browser tier runs a day ahead)', () => {
    expect(previousPeriodKey('daily', now, kolkata, 1440)).toBe('2026-11-22');
  });

  it('crosses month and year ends', () => {
    const newYear = new Date('2027-01-01T00:00:00Z'); // 05:30 on 1 January in Kolkata
    expect(previousPeriodKey('daily', newYear, kolkata)).toBe('2026-12-31');
    expect(previousPeriodKey('monthly', newYear, kolkata)).toBe('2026-12');
    expect(previousPeriodKey('semi_monthly', newYear, kolkata)).toBe('2026-12-H2');
    expect(previousPeriodKey('weekly', newYear, kolkata)).toBe('2026-W52');
    expect(previousPeriodKey('five_minutes', new Date('2026-12-31T18:32:00Z'), kolkata)).toBe('2026-12-31T23:55');
    expect(previousPeriodKey('semi_monthly', new Date('2026-11-16T00:00:00Z'), 'UTC')).toBe('2026-11-H1');
  });
});

describe('isoWeekKey', () => {
  it('puts early January days in the last week of the year before when ISO says so', () => {
    expect(isoWeekKey(new Date(Date.UTC(2027, 0, 1)))).toBe('2026-W53');
    expect(isoWeekKey(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-W01');
    expect(isoWeekKey(new Date(Date.UTC(2026, 10, 16)))).toBe('2026-W47');
  });
});
