import { describe, expect, it } from 'vitest';
import { fightOfDay } from './fight-of-day';

describe('the fight of the day', () => {
  const schedule = { epochMs: 0, cycleMs: 180_000 };

  it('counts 480 three-minute fights a day from midnight', () => {
    const firstToday = Date.UTC(2026, 5, 1) / schedule.cycleMs;
    expect(fightOfDay(firstToday, schedule)).toBe(1);
    expect(fightOfDay(firstToday + 479, schedule)).toBe(480);
    expect(fightOfDay(firstToday + 480, schedule)).toBe(1);
  });

  it('numbers a fight that opens just after midnight as the first even when cycles do not divide the day', () => {
    const odd = { epochMs: 0, cycleMs: 7_000 };
    const n = Math.ceil(Date.UTC(2026, 5, 1) / odd.cycleMs);
    expect(fightOfDay(n, odd)).toBe(1);
    // The last one of the day before: 12,343 fights of 7 s fit in a day, the last one cut short.
    expect(fightOfDay(n - 1, odd)).toBe(12_343);
  });
});
