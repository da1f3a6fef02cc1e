import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('runs the first call and drops calls within the interval', () => {
    let clock = 10_000;
    const throttle = createThrottle(1000, () => clock);
    const runs: number[] = [];
    expect(throttle(() => runs.push(clock))).toBe(true);
    clock += 999;
    expect(throttle(() => runs.push(clock))).toBe(false);
    clock += 1;
    expect(throttle(() => runs.push(clock))).toBe(true);
    clock += 500;
    expect(throttle(() => runs.push(clock))).toBe(false);
    expect(runs).toEqual([10_000, 11_000]);
  });

  it('measures from the last accepted call, not the last attempt', () => {
    let clock = 0;
    const throttle = createThrottle(1000, () => clock);
    throttle(() => undefined);
    for (const step of [400, 400]) {
      clock += step;
      expect(throttle(() => undefined)).toBe(false);
    }
    clock += 200;
    expect(throttle(() => undefined)).toBe(true);
  });
});
