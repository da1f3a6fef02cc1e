import { describe, expect, it } from 'vitest';
import { countdownSecondsOf } from './sms-countdown';

describe('countdownSecondsOf', () => {
  it('counts expiredMinutes * 60 seconds, and nothing for a missing or bad value', () => {
    expect(countdownSecondsOf(5)).toBe(300);
    expect(countdownSecondsOf(1)).toBe(60);
    expect(countdownSecondsOf(0)).toBe(0);
    expect(countdownSecondsOf(Number.NaN)).toBe(0);
  });
});
