import { describe, expect, it } from 'vitest';
import { minorToInput, nextReminderAt, parseMajorAmount, splitMinutes } from './protection-format';

describe('amounts typed by the player', () => {
  it('reads major units with up to two decimals and separators', () => {
    expect(parseMajorAmount('500')).toBe(50_000);
    expect(parseMajorAmount(' 1,250.5 ')).toBe(125_050);
    expect(parseMajorAmount('0.01')).toBe(1);
    expect(parseMajorAmount('12.34')).toBe(1_234);
  });

  it('refuses zero, negatives, three decimals and text', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '.5', '99999999999999']) expect(parseMajorAmount(bad), bad).toBeNull();
  });

  it('writes minor units back as field text', () => {
    expect(minorToInput(125_050)).toBe('1250.50');
    expect(minorToInput(5)).toBe('0.05');
    expect(minorToInput(null)).toBe('');
  });
});

describe('reality-check timing', () => {
  const start = Date.UTC(2026, 10, 21, 12, 0);
  it('is due at each whole interval after the session start', () => {
    expect(nextReminderAt(start, 30, start)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 29 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 30 * 60_000)).toBe(start + 60 * 60_000);
    expect(nextReminderAt(start, 15, start + 100 * 60_000)).toBe(start + 105 * 60_000);
  });

  it('copes with a clock slightly behind the server', () => {
    expect(nextReminderAt(start, 60, start - 5_000)).toBe(start + 60 * 60_000);
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(5)).toEqual({ hours: 0, minutes: 5 });
  });
});
