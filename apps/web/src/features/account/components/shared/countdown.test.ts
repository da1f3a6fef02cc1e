import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('is zero when idle or past the end', () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(1000, 1000)).toBe(0);
    expect(secondsLeft(1000, 5000)).toBe(0);
  });

  it('rounds a started second up, so 300 s show 300 until a full second has gone', () => {
    const start = 10_000;
    const end = start + 300_000;
    expect(secondsLeft(end, start)).toBe(300);
    expect(secondsLeft(end, start + 1)).toBe(300);
    expect(secondsLeft(end, start + 1000)).toBe(299);
    expect(secondsLeft(end, end - 1)).toBe(1);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
