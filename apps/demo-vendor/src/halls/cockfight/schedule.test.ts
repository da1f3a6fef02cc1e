import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSchedule, cockfightSchedule, fightNumberAt, fightTimes, isBettingOpen, phaseOf } from './schedule';

const s = 1000;

describe('the cockpit clock', () => {
  it('numbers fights by three-minute cycles from the epoch', () => {
    expect(fightNumberAt(0)).toBe(0);
    expect(fightNumberAt(180 * s - 1)).toBe(0);
    expect(fightNumberAt(180 * s)).toBe(1);
    expect(fightNumberAt(-1)).toBe(-1);
    // 2026-01-01T00:00:00Z is 9,817,920 cycles after the epoch.
    expect(fightNumberAt(Date.UTC(2026, 0, 1))).toBe(9_817_920);
    const shifted = { ...cockfightSchedule, epochMs: 60 * s };
    expect(fightNumberAt(60 * s, shifted)).toBe(0);
    expect(fightNumberAt(59 * s, shifted)).toBe(-1);
  });

  it('walks through betting, last call, closed, the fight, the result and a pause', () => {
    const times = fightTimes(10, 42 * s);
    const start = 1800 * s;
    expect(times).toEqual({
      opensAt: start,
      lastCallAt: start + 80 * s,
      closesAt: start + 90 * s,
      startsAt: start + 100 * s,
      endsAt: start + 142 * s,
      pauseAt: start + 157 * s,
      nextOpensAt: start + 180 * s,
    });
    const at = (offset: number) => phaseOf(times, start + offset);
    expect(at(0)).toEqual({ phase: 'betting', endsAt: start + 80 * s });
    expect(at(80 * s - 1).phase).toBe('betting');
    expect(at(80 * s)).toEqual({ phase: 'last-call', endsAt: start + 90 * s });
    expect(at(90 * s - 1).phase).toBe('last-call');
    expect(at(90 * s)).toEqual({ phase: 'closed', endsAt: start + 100 * s });
    expect(at(100 * s)).toEqual({ phase: 'fighting', endsAt: start + 142 * s });
    expect(at(142 * s)).toEqual({ phase: 'result', endsAt: start + 157 * s });
    expect(at(157 * s)).toEqual({ phase: 'pause', endsAt: start + 180 * s });
    expect(isBettingOpen('betting')).toBe(true);
    expect(isBettingOpen('last-call')).toBe(true);
    expect(isBettingOpen('closed')).toBe(false);
    expect(isBettingOpen('fighting')).toBe(false);
  });

  it('fits the longest fight and its result into the cycle, and refuses a schedule that does not', () => {
    expect(() => assertSchedule(cockfightSchedule)).not.toThrow();
    expect(() => assertSchedule({ ...cockfightSchedule, maxFightMs: 70 * s })).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e8 }), fc.integer({ min: 20 * s, max: 60 * s }), (fight, fightMs) => {
        const times = fightTimes(fight, fightMs);
        expect(times.pauseAt).toBeLessThanOrEqual(times.nextOpensAt);
        expect(fightNumberAt(times.opensAt)).toBe(fight);
        expect(fightNumberAt(times.pauseAt)).toBe(fight);
      }),
    );
  });
});
