import { describe, expect, it } from 'vitest';
import { endedPeriodsBetween, periodAt, periodByKey, periodDays, previousPeriod, type PeriodKind } from './periods';

const IST = 'Asia/Kolkata'; // UTC+05:30 all year
const NY = 'America/New_York'; // 2026: EDT (UTC-4) from 8 March 07:00Z to 1 November 06:00Z, else EST (UTC-5)

const at = (iso: string) => new Date(iso);
const show = (kind: PeriodKind, instant: string, zone: string) => {
  const p = periodAt(kind, at(instant), zone);
  return [p.key, p.start.toISOString(), p.end.toISOString()];
};

describe('periodAt (hand-computed)', () => {
  // instant (UTC)          | local (zone)            | key              | start (UTC)         | end (UTC)
  it.each([
    // 03:42Z + 5:30 = 09:12 IST; 5-minute window 09:10-09:15 IST = 03:40Z-03:45Z
    ['five_minutes', '2026-11-22T03:42:10Z', IST, '2026-11-22T09:10', '2026-11-22T03:40:00.000Z', '2026-11-22T03:45:00.000Z'],
    // 09:12 IST is in hour 09:00-10:00 IST = 03:30Z-04:30Z
    ['hourly', '2026-11-22T03:42:10Z', IST, '2026-11-22T09', '2026-11-22T03:30:00.000Z', '2026-11-22T04:30:00.000Z'],
    // 20:00Z = 01:30 IST on the 23rd; that day is 22nd 18:30Z to 23rd 18:30Z
    ['daily', '2026-11-22T20:00:00Z', IST, '2026-11-23', '2026-11-22T18:30:00.000Z', '2026-11-23T18:30:00.000Z'],
    // Sun 22 Nov 2026 (10:00 IST): week Mon 16 Nov - Mon 23 Nov; its Thursday 19 Nov is day 322 of 2026 -> floor(322/7)+1 = 47
    ['weekly', '2026-11-22T04:30:00Z', IST, '2026-W47', '2026-11-15T18:30:00.000Z', '2026-11-22T18:30:00.000Z'],
    // Fri 1 Jan 2027: week Mon 28 Dec 2026 - Mon 4 Jan 2027; Thursday 31 Dec 2026 -> ISO year 2026, week floor(364/7)+1 = 53
    ['weekly', '2027-01-01T12:00:00Z', IST, '2026-W53', '2026-12-27T18:30:00.000Z', '2027-01-03T18:30:00.000Z'],
    // 20 Feb: second half, 16 Feb to 1 Mar
    ['semi_monthly', '2026-02-20T12:00:00Z', IST, '2026-02-H2', '2026-02-15T18:30:00.000Z', '2026-02-28T18:30:00.000Z'],
    // 15 Feb 23:59 IST is still the first half (1st-15th)
    ['semi_monthly', '2026-02-15T18:29:00Z', IST, '2026-02-H1', '2026-01-31T18:30:00.000Z', '2026-02-15T18:30:00.000Z'],
    ['monthly', '2026-12-31T18:29:00Z', IST, '2026-12', '2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z'],
    // fall back (NY): 05:30Z = 01:30 EDT (first 01:00 hour, 05:00Z-06:00Z); 06:30Z = 01:30 EST (second: suffix b)
    ['hourly', '2026-11-01T05:30:00Z', NY, '2026-11-01T01', '2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z'],
    ['hourly', '2026-11-01T06:30:00Z', NY, '2026-11-01T01b', '2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z'],
    ['five_minutes', '2026-11-01T06:02:00Z', NY, '2026-11-01T01:00b', '2026-11-01T06:00:00.000Z', '2026-11-01T06:05:00.000Z'],
    // 1 Nov has 25 hours: midnight EDT (04:00Z) to midnight EST (05:00Z on the 2nd)
    ['daily', '2026-11-01T12:00:00Z', NY, '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    // spring forward: 01:30 EST = 06:30Z; the hour 01:00-02:00 EST ends when the clock jumps to 03:00 EDT (07:00Z)
    ['hourly', '2026-03-08T06:30:00Z', NY, '2026-03-08T01', '2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z'],
    ['hourly', '2026-03-08T07:10:00Z', NY, '2026-03-08T03', '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    // 8 March has 23 hours: 05:00Z (midnight EST) to 04:00Z on the 9th (midnight EDT)
    ['daily', '2026-03-08T12:00:00Z', NY, '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
  ] as const)('%s at %s in %s is %s [%s, %s)', (kind, instant, zone, key, start, end) => {
    expect(show(kind, instant, zone)).toEqual([key, start, end]);
  });
});

describe('periodByKey', () => {
  it('names the same period as periodAt, including the repeated hour', () => {
    for (const [kind, instant, zone] of [
      ['five_minutes', '2026-11-22T03:42:10Z', IST],
      ['hourly', '2026-11-01T06:30:00Z', NY],
      ['hourly', '2026-11-01T05:30:00Z', NY],
      ['daily', '2026-11-22T20:00:00Z', IST],
      ['weekly', '2027-01-01T12:00:00Z', IST],
      ['semi_monthly', '2026-02-20T12:00:00Z', IST],
      ['monthly', '2026-12-31T18:29:00Z', IST],
    ] as const) {
      const p = periodAt(kind, at(instant), zone);
      expect(periodByKey(kind, p.key, zone)).toEqual(p);
    }
  });

  it('refuses malformed keys and hours that never happened', () => {
    expect(periodByKey('hourly', '2026-03-08T02', NY)).toBeNull(); // skipped by the spring-forward jump
    expect(periodByKey('five_minutes', '2026-11-22T09:12', IST)).toBeNull(); // not on a 5-minute boundary
    expect(periodByKey('daily', '2026-02-30', IST)).toBeNull();
    expect(periodByKey('weekly', '2026-W54', IST)).toBeNull();
    expect(periodByKey('monthly', 'yesterday', IST)).toBeNull();
  });
});

describe('previousPeriod and endedPeriodsBetween', () => {
  it('steps back across a year end: 2026-W01 (Mon 29 Dec 2025) follows 2025-W52 (Thursday 25 Dec = day 358 -> floor(358/7)+1 = 52)', () => {
    const w1 = periodByKey('weekly', '2026-W01', IST);
    expect(w1?.start.toISOString()).toBe('2025-12-28T18:30:00.000Z');
    expect(w1 && previousPeriod(w1, IST).key).toBe('2025-W52');
  });

  it('lists the periods ending in (from, to], oldest first', () => {
    // hours of IST end at :30Z: from 03:42Z (inside 09:00-10:00 IST) to 06:45Z -> ends 04:30Z, 05:30Z, 06:30Z
    const keys = endedPeriodsBetween('hourly', at('2026-11-22T03:42:00Z'), at('2026-11-22T06:45:00Z'), IST).map((p) => p.key);
    expect(keys).toEqual(['2026-11-22T09', '2026-11-22T10', '2026-11-22T11']);
    // from exactly on a boundary: the period that ended there is not owed again
    expect(endedPeriodsBetween('hourly', at('2026-11-22T04:30:00Z'), at('2026-11-22T05:30:00Z'), IST).map((p) => p.key)).toEqual(['2026-11-22T10']);
    expect(endedPeriodsBetween('five_minutes', at('2026-11-22T00:00:00Z'), at('2026-11-23T00:00:00Z'), IST, 3)).toHaveLength(3);
    // the spring-forward night has 23 hourly periods in NY
    expect(endedPeriodsBetween('hourly', at('2026-03-08T05:00:00Z'), at('2026-03-09T04:00:00Z'), NY)).toHaveLength(23);
  });

  it('gives the calendar days of a period for the daily aggregates', () => {
    const week = periodByKey('weekly', '2026-W47', IST);
    expect(week && periodDays(week, IST)).toEqual({ fromDay: '2026-11-16', toDay: '2026-11-23' });
  });
});
