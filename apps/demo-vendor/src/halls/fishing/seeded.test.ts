import { describe, expect, it } from 'vitest';
import { hashSeed, slotDraws } from './seeded';

describe('seeded draws', () => {
  it('repeat for the same (seed, lane, slot) and differ when any of them changes', () => {
    const first = (seed: string, lane: number, slot: number): number[] => {
      const draws = slotDraws(hashSeed(seed), lane, slot);
      return [draws.unit(), draws.unit(), draws.unit()];
    };
    expect(first('room', 3, 1e8)).toEqual(first('room', 3, 1e8));
    const variants = [
      first('room', 3, 1e8),
      first('room!', 3, 1e8),
      first('room', 4, 1e8),
      first('room', 3, 1e8 + 1),
      first('room', 3, -1e8),
      first('room', 3, 1e8 + 2 ** 32),
    ];
    expect(new Set(variants.map((v) => v.join())).size).toBe(variants.length);
  });

  it('spread evenly over [0, 1) and over an integer range', () => {
    const buckets = new Array<number>(10).fill(0);
    const n = 100_000;
    let outside = 0;
    for (let slot = 0; slot < n; slot += 1) {
      const draws = slotDraws(12345, 0, slot);
      const u = draws.unit();
      if (u < 0 || u >= 1) outside += 1;
      buckets[draws.int(10)]! += 1;
    }
    expect(outside).toBe(0);
    // Each bucket expects 10,000 with a standard deviation of about 95: 600 is over six of them.
    for (const count of buckets) expect(Math.abs(count - n / 10)).toBeLessThan(600);
  });
});
