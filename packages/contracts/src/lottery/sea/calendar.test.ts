import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fourDCalendarProblems, fourDDefaultCalendar, fourDDrawsBetween, isFourDDrawDate, nextFourDDraw } from './four-d-calendar';
import { addDays, isLocalDate, localDateOf, weekdayOf } from './local-time';
import { isThaiDrawDate, nextThaiDraw, thaiCalendarProblems, thaiDefaultCalendar, thaiDrawsBetween } from './thai-calendar';

const utc = (iso: string): number => Date.parse(iso);

describe('local dates', () => {
  it('knows real dates and weekdays', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-1-01')).toBe(false);
    expect(weekdayOf('2025-01-01')).toBe(3); // a Wednesday
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    // 16:30 UTC on 31 December is 00:30 on 1 January at UTC+8.
    expect(localDateOf(utc('2024-12-31T16:30:00Z'), 480)).toBe('2025-01-01');
  });
});

describe('4D calendar (Wed, Sat, Sun 19:00 at UTC+8, sales close 30 minutes before)', () => {
  it('lists the draws of a week', () => {
    // 1 Jan 2025 is a Wednesday; 19:00 at UTC+8 is 11:00 UTC, closing 10:30 UTC.
    const draws = fourDDrawsBetween(utc('2024-12-31T16:00:00Z'), utc('2025-01-07T16:00:00Z'));
    expect(draws).toEqual([
      { date: '2025-01-01', drawAt: utc('2025-01-01T11:00:00Z'), closeAt: utc('2025-01-01T10:30:00Z') },
      { date: '2025-01-04', drawAt: utc('2025-01-04T11:00:00Z'), closeAt: utc('2025-01-04T10:30:00Z') },
      { date: '2025-01-05', drawAt: utc('2025-01-05T11:00:00Z'), closeAt: utc('2025-01-05T10:30:00Z') },
    ]);
  });

  it('adds special draws, drops skipped ones and takes another zone and time', () => {
    const calendar = { ...fourDDefaultCalendar, extraDates: ['2025-01-07'], skippedDates: ['2025-01-04'] };
    expect(fourDDrawsBetween(utc('2025-01-01T00:00:00Z'), utc('2025-01-08T00:00:00Z'), calendar).map((d) => d.date)).toEqual([
      '2025-01-01',
      '2025-01-05',
      '2025-01-07',
    ]);
    // 18:30 at UTC+7 is 11:30 UTC.
    const bangkok = { ...fourDDefaultCalendar, drawTime: { hour: 18, minute: 30 }, utcOffsetMinutes: 420 };
    expect(fourDDrawsBetween(utc('2025-01-01T00:00:00Z'), utc('2025-01-02T00:00:00Z'), bangkok)[0]?.drawAt).toBe(utc('2025-01-01T11:30:00Z'));
  });

  it('puts a bet into the first draw still open', () => {
    expect(nextFourDDraw(utc('2025-01-01T10:29:59Z'))?.date).toBe('2025-01-01');
    // At the close instant the Wednesday draw is shut; the next is Saturday.
    expect(nextFourDDraw(utc('2025-01-01T10:30:00Z'))?.date).toBe('2025-01-04');
    expect(nextFourDDraw(utc('2025-01-01T00:00:00Z'), { ...fourDDefaultCalendar, weekdays: [] })).toBeNull();
  });

  it('validates a calendar', () => {
    expect(fourDCalendarProblems(fourDDefaultCalendar)).toEqual([]);
    const bad = { ...fourDDefaultCalendar, weekdays: [7], drawTime: { hour: 24, minute: 0 }, extraDates: ['2025-02-30'] };
    expect(fourDCalendarProblems(bad).map((p) => p.path)).toEqual(['drawTime', 'weekdays[0]', 'extraDates[0]']);
  });
});

describe('Thai calendar (1st and 16th, 14:30 at UTC+7)', () => {
  it('lists the draws of a month and follows a moved date', () => {
    // 14:30 at UTC+7 is 07:30 UTC.
    expect(thaiDrawsBetween(utc('2025-01-01T00:00:00Z'), utc('2025-02-01T00:00:00Z'))).toEqual([
      { date: '2025-01-01', drawAt: utc('2025-01-01T07:30:00Z'), closeAt: utc('2025-01-01T07:00:00Z') },
      { date: '2025-01-16', drawAt: utc('2025-01-16T07:30:00Z'), closeAt: utc('2025-01-16T07:00:00Z') },
    ]);
    const calendar = { ...thaiDefaultCalendar, moved: { '2025-01-01': '2024-12-30', '2025-01-16': '2025-01-17' } };
    expect(thaiDrawsBetween(utc('2024-12-20T00:00:00Z'), utc('2025-02-01T00:00:00Z'), calendar).map((d) => d.date)).toEqual(['2024-12-30', '2025-01-17']);
    expect(nextThaiDraw(utc('2025-01-16T06:59:59Z'), calendar)?.date).toBe('2025-01-17');
    expect(nextThaiDraw(utc('2025-01-16T06:59:59Z'))?.date).toBe('2025-01-16');
  });

  it('validates a calendar', () => {
    expect(thaiCalendarProblems(thaiDefaultCalendar)).toEqual([]);
    expect(thaiCalendarProblems({ ...thaiDefaultCalendar, daysOfMonth: [0], moved: { '2025-01-01': 'soon' } }).map((p) => p.path)).toEqual([
      'daysOfMonth[0]',
      'moved.2025-01-01',
    ]);
  });
});

describe('calendar properties', () => {
  const instant = fc.integer({ min: utc('2020-01-01T00:00:00Z'), max: utc('2030-01-01T00:00:00Z') });
  const span = fc.integer({ min: 1, max: 40 * 86_400_000 });
  const offset = fc.integer({ min: -720, max: 840 });

  it('lists only draw dates, in order, inside the range, with no draw left out', () => {
    fc.assert(
      fc.property(instant, span, offset, (from, length, utcOffsetMinutes) => {
        const four = { ...fourDDefaultCalendar, utcOffsetMinutes };
        const thai = { ...thaiDefaultCalendar, utcOffsetMinutes };
        for (const [draws, isDrawDate] of [
          [fourDDrawsBetween(from, from + length, four), (d: string) => isFourDDrawDate(d, four)],
          [thaiDrawsBetween(from, from + length, thai), (d: string) => isThaiDrawDate(d, thai)],
        ] as const) {
          draws.forEach((d, i) => {
            expect(isDrawDate(d.date)).toBe(true);
            expect(d.drawAt >= from && d.drawAt < from + length).toBe(true);
            if (i > 0) expect(d.drawAt).toBeGreaterThan(draws[i - 1]!.drawAt);
          });
        }
        // Every 4D draw date between the two ends' dates that falls inside is listed.
        const first = localDateOf(from, utcOffsetMinutes);
        const listed = new Set(fourDDrawsBetween(from, from + length, four).map((d) => d.date));
        for (let date = addDays(first, 1); date < localDateOf(from + length, utcOffsetMinutes); date = addDays(date, 1)) {
          if (isFourDDrawDate(date, four)) expect(listed.has(date)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('gives the first open draw: closing after the bet, with none open in between', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const next = nextFourDDraw(at)!;
        expect(next.closeAt).toBeGreaterThan(at);
        expect(fourDDrawsBetween(at - 86_400_000, next.drawAt).filter((d) => d.closeAt > at)).toEqual([]);
        const thai = nextThaiDraw(at)!;
        expect(thai.closeAt).toBeGreaterThan(at);
        expect(thaiDrawsBetween(at - 86_400_000, thai.drawAt).filter((d) => d.closeAt > at)).toEqual([]);
      }),
    );
  });
});
