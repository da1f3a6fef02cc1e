import { describe, expect, it } from 'vitest';
import { addDays, businessToday, daysFromTo, resolvePeriod } from './report-days';

describe('business days', () => {
  it('takes today in the business time zone, not UTC', () => {
    // 20:00 UTC on 1 March is already 2 March in Kolkata (UTC+5:30) and still 1 March in New York.
    const at = new Date('2026-03-01T20:00:00Z');
    expect(businessToday('Asia/Kolkata', at)).toBe('2026-03-02');
    expect(businessToday('America/New_York', at)).toBe('2026-03-01');
  });

  it('adds days across month and leap-year ends and lists a period inclusively', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFromTo('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFromTo('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
  });

  it('fills a missing end with a week', () => {
    const at = new Date('2026-03-01T20:00:00Z');
    expect(resolvePeriod({}, 'Asia/Kolkata', at)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(resolvePeriod({ from: '2026-01-01' }, 'Asia/Kolkata', at)).toEqual({ from: '2026-01-01', to: '2026-01-07' });
    expect(resolvePeriod({ to: '2026-01-07' }, 'Asia/Kolkata', at)).toEqual({ from: '2026-01-01', to: '2026-01-07' });
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-03-01' }, 'Asia/Kolkata', at)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
  });
});
