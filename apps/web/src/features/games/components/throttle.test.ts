import { describe, expect, it } from 'vitest';
import { createKeyedThrottle, createThrottle } from './throttle';

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

describe('createKeyedThrottle', () => {
  it('throttles each key on its own', () => {
    let clock = 0;
    const throttle = createKeyedThrottle<number>(1000, () => clock);
    const runs: string[] = [];
    expect(throttle(1, () => runs.push('1@0'))).toBe(true);
    expect(throttle(2, () => runs.push('2@0'))).toBe(true);
    clock += 500;
    expect(throttle(1, () => runs.push('1@500'))).toBe(false);
    expect(throttle(3, () => runs.push('3@500'))).toBe(true);
    clock += 500;
    expect(throttle(1, () => runs.push('1@1000'))).toBe(true);
    expect(throttle(3, () => runs.push('3@1000'))).toBe(false);
    expect(runs).toEqual(['1@0', '2@0', '3@500', '1@1000']);
  });
});
