import { describe, expect, it } from 'vitest';
import { addDays, businessDate, formatBusinessClock, formatGmtOffset, parseGmtOffset, startOfDayIso, zoneOffsetMinutes } from './business-time';

describe('GMT offsets', () => {
  it('formats minutes east of UTC with sign, hours and minutes', () => {
    expect(formatGmtOffset(330)).toBe('GMT+05:30');
    expect(formatGmtOffset(-180)).toBe('GMT-03:00');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
    expect(formatGmtOffset(345)).toBe('GMT+05:45');
    expect(formatGmtOffset(-570)).toBe('GMT-09:30');
    expect(formatGmtOffset(840)).toBe('GMT+14:00');
  });

  it('parses Intl longOffset names back', () => {
    expect(parseGmtOffset('GMT+05:30')).toBe(330);
    expect(parseGmtOffset('GMT-3')).toBe(-180);
    expect(parseGmtOffset('GMT')).toBe(0);
    expect(parseGmtOffset('PST')).toBeNull();
  });

  it('reads a zone offset at an instant, daylight saving included, with a fallback', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 0, 1), 0)).toBe(330);
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 6, 1), 0)).toBe(60);
    expect(zoneOffsetMinutes('Europe/London', Date.UTC(2026, 0, 1), 99)).toBe(0);
    expect(zoneOffsetMinutes('Not/AZone', Date.UTC(2026, 0, 1), 330)).toBe(330);
  });
});

describe('the business clock', () => {
  it('shows the wall clock of the zone with its offset', () => {
    // 08:35:09 UTC is 14:05:09 in India.
    expect(formatBusinessClock(Date.UTC(2026, 10, 22, 8, 35, 9), 330)).toBe('2026-11-22 14:05:09 GMT+05:30');
  });
  it('crosses midnight by the zone, not by UTC', () => {
    expect(formatBusinessClock(Date.UTC(2026, 10, 22, 19, 0, 0), 330)).toBe('2026-11-23 00:30:00 GMT+05:30');
    expect(businessDate(Date.UTC(2026, 10, 22, 19, 0, 0), 330)).toBe('2026-11-23');
    expect(businessDate(Date.UTC(2026, 10, 22, 2, 0, 0), -300)).toBe('2026-11-21');
  });
  it('adds days across months and years, and writes a midnight with offset', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(startOfDayIso('2026-11-22', 330)).toBe('2026-11-22T00:00:00+05:30');
    expect(startOfDayIso('2026-11-22', -300)).toBe('2026-11-22T00:00:00-05:00');
  });
});
