import { describe, expect, it } from 'vitest';
import { defaultBookConfig } from './config';
import { testClockBookConfig, testSportsClock } from './test-clock';

describe('the test clock of browser journeys', () => {
  it('runs with real time and keeps the offset a test moved it by', () => {
    let real = 1_000_000;
    const clock = testSportsClock(() => real);
    expect(clock.now()).toBe(1_000_000);
    real += 250;
    expect(clock.now()).toBe(1_000_250);
    clock.advance(3_600_000);
    expect(clock.now()).toBe(4_600_250);
    // Between moves it still ticks, so an in-play clock on the page runs.
    real += 1_000;
    expect(clock.now()).toBe(4_601_250);
    clock.set(9_000_000);
    expect(clock.now()).toBe(9_000_000);
    real += 40;
    expect(clock.now()).toBe(9_000_040);
    clock.advance(-40);
    expect(clock.now()).toBe(9_000_000);
  });

  it('settles every half second and keeps the other settings', () => {
    const config = testClockBookConfig({ inPlayDelayMs: 1_000 });
    expect(config).toMatchObject({ inPlayDelayMs: 1_000, intervals: { ...defaultBookConfig.intervals, settleMs: 500 } });
    expect(testClockBookConfig({ intervals: { acceptMs: 100, settleMs: 9_000, outboxMs: 200 } }).intervals).toEqual({
      acceptMs: 100,
      settleMs: 500,
      outboxMs: 200,
    });
  });
});
