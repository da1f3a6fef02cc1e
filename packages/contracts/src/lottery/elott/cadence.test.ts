import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elottCadences, elottDefaultSchedules, elottDrawById, elottDrawsPerDay, elottOpenDraw, elottScheduleProblems, parseElottDrawId } from './cadence';
import { elottGames } from './games';

const utc = (iso: string): number => Date.parse(iso);

describe('draw slots', () => {
  it('1 minute, closing 10 s before, UTC+8', () => {
    const schedule = elottDefaultSchedules[1];
    // 00:00:30 local on 1 Jan 2025 is 16:00:30 UTC on 31 Dec. The 00:01 draw closes at 00:00:50.
    expect(elottOpenDraw('k3', utc('2024-12-31T16:00:30Z'), schedule)).toEqual({
      drawId: 'k3-1m-20250101-0001',
      game: 'k3',
      cadenceMinutes: 1,
      day: '20250101',
      sequence: 1,
      opensAt: utc('2024-12-31T15:59:50Z'),
      closeAt: utc('2024-12-31T16:00:50Z'),
      drawAt: utc('2024-12-31T16:01:00Z'),
    });
    // At 00:00:50 that draw has closed: the bet goes to 00:02, number 2.
    expect(elottOpenDraw('k3', utc('2024-12-31T16:00:50Z'), schedule).drawId).toBe('k3-1m-20250101-0002');
    // 23:59:49 local on 1 Jan: the midnight draw is the day's last, number 1440.
    expect(elottOpenDraw('k3', utc('2025-01-01T15:59:49Z'), schedule).drawId).toBe('k3-1m-20250101-1440');
    // 23:59:50: that one has closed; next is 00:01 on 2 Jan.
    expect(elottOpenDraw('k3', utc('2025-01-01T15:59:50Z'), schedule).drawId).toBe('k3-1m-20250102-0001');
  });

  it('5 minutes, closing 60 s before', () => {
    // 12:00:00 local = 04:00 UTC. Draws at 12:00 (closed at 11:59) and 12:05 (closes 12:04):
    // 12:05 is 725 minutes after midnight, 725 / 5 = number 145.
    const slot = elottOpenDraw('keno', utc('2025-01-01T04:00:00Z'), elottDefaultSchedules[5]);
    expect([slot.drawId, slot.closeAt, slot.drawAt]).toEqual(['keno-5m-20250101-0145', utc('2025-01-01T04:04:00Z'), utc('2025-01-01T04:05:00Z')]);
  });

  it('3 minutes at UTC-5 with no close gap', () => {
    // 00:00:00 local exactly on 1 Jan at UTC-5 = 05:00 UTC: the midnight draw happens then, so the
    // bet goes to 00:03, number 1 of the new day.
    const schedule = { cadenceMinutes: 3 as const, closeBeforeSeconds: 0, utcOffsetMinutes: -300 };
    expect(elottOpenDraw('11x5', utc('2025-01-01T05:00:00Z'), schedule).drawId).toBe('11x5-3m-20250101-0001');
    expect(elottOpenDraw('11x5', utc('2025-01-01T04:59:59Z'), schedule).drawId).toBe('11x5-3m-20241231-0480');
  });

  it('reads draw ids back', () => {
    expect(parseElottDrawId('11x5-3m-20250101-0480')).toEqual({ game: '11x5', cadenceMinutes: 3, day: '20250101', sequence: 480 });
    expect(parseElottDrawId('11x5-3m-20250101-0481')).toBeNull();
    expect(parseElottDrawId('k3-2m-20250101-0001')).toBeNull();
    expect(parseElottDrawId('k3-1m-20250230-0001')).toBeNull();
    expect(parseElottDrawId('dice-1m-20250101-0001')).toBeNull();
    expect(elottDrawById('k3-1m-20250101-0001', elottDefaultSchedules[1])?.drawAt).toBe(utc('2024-12-31T16:01:00Z'));
  });

  it('validates schedules', () => {
    expect(elottScheduleProblems(elottDefaultSchedules[3])).toEqual([]);
    expect(elottScheduleProblems({ cadenceMinutes: 1, closeBeforeSeconds: 60, utcOffsetMinutes: 900 }).map((p) => p.path)).toEqual([
      'closeBeforeSeconds',
      'utcOffsetMinutes',
    ]);
    expect(() => elottOpenDraw('k3', 0, { cadenceMinutes: 1, closeBeforeSeconds: -1, utcOffsetMinutes: 0 })).toThrow(RangeError);
  });
});

describe('draw slot properties', () => {
  const scheduleArb = fc.constantFrom(...elottCadences).chain((cadenceMinutes) =>
    fc.record({
      cadenceMinutes: fc.constant(cadenceMinutes),
      closeBeforeSeconds: fc.integer({ min: 0, max: cadenceMinutes * 60 - 1 }),
      utcOffsetMinutes: fc.integer({ min: -720, max: 840 }),
    }),
  );
  const instant = fc.integer({ min: utc('2020-01-01T00:00:00Z'), max: utc('2035-01-01T00:00:00Z') });
  const game = fc.constantFrom(...elottGames);

  it('put every instant in exactly one open draw, whose id gives its times back', () => {
    fc.assert(
      fc.property(game, instant, scheduleArb, (g, at, schedule) => {
        const slot = elottOpenDraw(g, at, schedule);
        const cadenceMs = schedule.cadenceMinutes * 60_000;
        expect(slot.opensAt).toBeLessThanOrEqual(at);
        expect(slot.closeAt).toBeGreaterThan(at);
        expect(slot.drawAt - slot.closeAt).toBe(schedule.closeBeforeSeconds * 1000);
        expect(slot.closeAt - slot.opensAt).toBe(cadenceMs);
        expect(slot.sequence).toBeGreaterThanOrEqual(1);
        expect(slot.sequence).toBeLessThanOrEqual(elottDrawsPerDay(schedule.cadenceMinutes));
        expect(elottDrawById(slot.drawId, schedule)).toEqual(slot);
        // The next instant after the close belongs to the next draw, one cadence later.
        const next = elottOpenDraw(g, slot.closeAt, schedule);
        expect(next.drawAt - slot.drawAt).toBe(cadenceMs);
        expect(next.sequence === slot.sequence + 1 || (next.sequence === 1 && slot.sequence === elottDrawsPerDay(schedule.cadenceMinutes))).toBe(true);
      }),
    );
  });
});
