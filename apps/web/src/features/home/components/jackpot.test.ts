import { describe, expect, it } from 'vitest';
import { formatJackpot, jackpotBetween, jackpotDelay, jackpotGlyphs, jackpotStart, jackpotStep } from './jackpot';

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

describe('jackpot roll', () => {
  it('counts up in whole units with the cents held, easing out and landing on the new amount', () => {
    const from = 20_123_456_78;
    const to = from + 300_00;
    expect(jackpotBetween(from, to, 0)).toBe(from);
    expect(jackpotBetween(from, to, 1)).toBe(to);
    expect(jackpotBetween(from, to, 2)).toBe(to);
    let previous = from;
    for (let step = 1; step < 10; step += 1) {
      const shown = jackpotBetween(from, to, step / 10);
      expect(shown % 100).toBe(78);
      expect(shown).toBeGreaterThanOrEqual(previous);
      expect(shown).toBeLessThanOrEqual(to);
      previous = shown;
    }
    // Easing out: past the half of the way by a third of the time.
    expect(jackpotBetween(from, to, 1 / 3) - from).toBeGreaterThan((to - from) / 2);
  });

  it('jumps straight to an amount that is not higher', () => {
    expect(jackpotBetween(500, 400, 0.5)).toBe(400);
  });

  it('splits the figure into glyphs whose text is the figure, keyed from the right', () => {
    const glyphs = jackpotGlyphs('20,123,456.78');
    expect(glyphs.map((g) => g.char).join('')).toBe('20,123,456.78');
    expect(glyphs.filter((g) => g.digit)).toHaveLength(10);
    expect(glyphs.at(-1)!.key).toBe('1:8');
    // The same place keeps its key when the figure gains a digit on the left.
    expect(jackpotGlyphs('120,123,456.78').at(-1)!.key).toBe('1:8');
  });
});
