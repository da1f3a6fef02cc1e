import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowFire, defaultFireRate, openFireGate, type FireGate, type FireRate } from './fire-rate';

/** Fires at each time in order and returns the times allowed. */
const fire = (times: readonly number[], rate: FireRate = defaultFireRate): number[] => {
  let gate: FireGate = openFireGate(times[0] ?? 0);
  const allowed: number[] = [];
  for (const t of times) {
    const step = allowFire(gate, t, rate);
    gate = step.gate;
    if (step.allowed) allowed.push(t);
  }
  return allowed;
};

describe('fire rate', () => {
  it('allows a burst of 10, then one shot per 100 ms', () => {
    const start = 1_000_000;
    expect(fire(Array.from({ length: 11 }, () => start))).toHaveLength(10);
    expect(fire([...Array.from({ length: 10 }, () => start), start + 99, start + 100])).toEqual([...Array.from({ length: 10 }, () => start), start + 100]);
  });

  it('never refuses a steady 10 shots a second, and halves 20 a second', () => {
    const steady = Array.from({ length: 600 }, (_, i) => i * 100);
    expect(fire(steady)).toHaveLength(600);
    const double = Array.from({ length: 1_200 }, (_, i) => i * 50);
    // The burst, then every other shot: about 10 + 600 over the minute.
    expect(fire(double).length).toBeLessThanOrEqual(610);
    expect(fire(double).length).toBeGreaterThanOrEqual(600);
  });

  it('gives back the burst after a pause', () => {
    const shots = [...Array.from({ length: 10 }, () => 0), ...Array.from({ length: 10 }, () => 1_000)];
    expect(fire(shots)).toHaveLength(20);
  });

  it('never allows more than burst + window / interval shots in any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }), fc.integer({ min: 1, max: 5_000 }), (gaps, window) => {
        const times: number[] = [];
        let t = 0;
        for (const gap of gaps) times.push((t += gap));
        const allowed = fire(times);
        const most = defaultFireRate.burst + Math.floor(window / defaultFireRate.intervalMs);
        for (let i = 0, j = 0; i < allowed.length; i += 1) {
          while (allowed[i]! - allowed[j]! >= window) j += 1;
          expect(i - j + 1).toBeLessThanOrEqual(most);
        }
      }),
    );
  });
});
