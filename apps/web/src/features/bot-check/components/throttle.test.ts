import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets the first call through and refuses others within the interval', () => {
    let t = 10_000;
    const allow = createThrottle(1000, () => t);
    expect(allow()).toBe(true);
    t += 1;
    expect(allow()).toBe(false);
    t += 998;
    expect(allow()).toBe(false);
  });

  it('lets a call through once the interval has passed since the last one that passed', () => {
    let t = 0;
    const allow = createThrottle(1000, () => t);
    expect(allow()).toBe(true);
    t = 600;
    expect(allow()).toBe(false);
    t = 1000;
    expect(allow()).toBe(true);
    // Refused calls do not restart the interval: 1999 is within, 2000 is not.
    t = 1999;
    expect(allow()).toBe(false);
    t = 2000;
    expect(allow()).toBe(true);
  });

  it('keeps separate throttles apart', () => {
    const a = createThrottle(1000, () => 0);
    const b = createThrottle(1000, () => 0);
    expect([a(), b(), a(), b()]).toEqual([true, true, false, false]);
  });
});
