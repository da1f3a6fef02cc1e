import { describe, expect, it } from 'vitest';
import { formatJackpot, jackpotDelay, jackpotStart, jackpotStep } from './jackpot';

const fixed = (value: number) => () => value;

describe('jackpot counter', () => {
  it('starts between 20,000,000 and 21,000,000', () => {
    expect(jackpotStart(fixed(0))).toBe(20_000_000_00);
    expect(jackpotStart(fixed(0.999999999))).toBe(21_000_000_00);
    for (let i = 0; i < 200; i += 1) {
      const start = jackpotStart(Math.random);
      expect(start).toBeGreaterThanOrEqual(20_000_000_00);
      expect(start).toBeLessThanOrEqual(21_000_000_00);
    }
  });

  it('rises by 100 to 500 whole units', () => {
    expect(jackpotStep(fixed(0))).toBe(100_00);
    expect(jackpotStep(fixed(0.999999999))).toBe(500_00);
    for (let i = 0; i < 200; i += 1) {
      const step = jackpotStep(Math.random);
      expect(step % 100).toBe(0);
      expect(step).toBeGreaterThanOrEqual(100_00);
      expect(step).toBeLessThanOrEqual(500_00);
    }
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(jackpotDelay(fixed(0))).toBe(3000);
    expect(jackpotDelay(fixed(0.5))).toBe(4000);
    expect(jackpotDelay(fixed(0.999999))).toBe(5000);
  });

  it('shows 2 decimals with thousands separators', () => {
    expect(formatJackpot(20_123_456_78, 'en')).toBe('20,123,456.78');
    expect(formatJackpot(20_000_000_00, 'en')).toBe('20,000,000.00');
    expect(formatJackpot(20_123_456_78, 'hi')).toBe('2,01,23,456.78');
  });
});
