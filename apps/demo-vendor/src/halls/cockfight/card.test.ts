import { describe, expect, it } from 'vitest';
import { fightAt, fightCard, maxRating, minRating } from './card';
import { cockfightOutcomes, drawOutcome, eloExpectation, outcomeScale, outcomeWeights, type CockfightOutcome } from './outcome';
import { cockfightSchedule } from './schedule';
import { seededRandom } from './seeded-random';

describe('seeded random', () => {
  it('replays the same numbers from the same seed, and others from another', () => {
    const draws = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(1000));
    };
    expect(draws('pit-1')).toEqual(draws('pit-1'));
    expect(draws('pit-1')).not.toEqual(draws('pit-2'));
    expect(draws('pit-1').every((n) => n >= 0 && n < 1000)).toBe(true);
    expect(() => seededRandom('x').int(0)).toThrow(RangeError);
  });

  it('is uniform: 60,000 draws of a die fall about evenly', () => {
    const random = seededRandom('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[random.int(6)]! += 1;
    // Chi-square over 5 degrees of freedom; 26 is beyond its 0.9999 quantile (25.7).
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(26);
  });
});

describe('the fight card', () => {
  it('is the same for every process holding the seed, with two named roosters and the favourite as meron', () => {
    const card = fightCard('pit-1', 1234);
    expect(fightCard('pit-1', 1234)).toEqual(card);
    expect(fightCard('pit-2', 1234)).not.toEqual(card);
    for (let n = 0; n < 500; n += 1) {
      const c = fightCard('pit-1', n);
      expect(c.meron.name).not.toBe(c.wala.name);
      expect(c.meron.rating).toBeGreaterThanOrEqual(c.wala.rating);
      expect(c.wala.rating).toBeGreaterThanOrEqual(minRating);
      expect(c.meron.rating).toBeLessThanOrEqual(maxRating);
      expect(c.fightMs).toBeGreaterThanOrEqual(cockfightSchedule.minFightMs);
      expect(c.fightMs).toBeLessThanOrEqual(cockfightSchedule.maxFightMs);
      expect(c.weights.meron).toBeGreaterThanOrEqual(c.weights.wala);
    }
  });

  it('tells the fight and phase on at any instant', () => {
    const now = fightAt(Date.UTC(2026, 0, 1, 0, 1, 25), 'pit-1');
    expect(now.card.fightNumber).toBe(9_817_920);
    expect(now.phase).toBe('last-call');
    expect(now.phaseEndsAt).toBe(Date.UTC(2026, 0, 1, 0, 1, 30));
    expect(now.card).toEqual(fightCard('pit-1', 9_817_920));
  });
});

describe('fight outcomes', () => {
  it('weights 1 % cancelled, 1.8 % draws and splits the rest by the Elo expectation', () => {
    expect(eloExpectation(1500, 1500)).toBe(0.5);
    expect(eloExpectation(1700, 1500)).toBeCloseTo(0.7597, 4);
    expect(outcomeWeights(1500, 1500)).toEqual({ meron: 4860, wala: 4860, draw: 180, cancelled: 100 });
    // 9,720 x 0.75974 = 7,384.7.
    expect(outcomeWeights(1700, 1500)).toEqual({ meron: 7385, wala: 2335, draw: 180, cancelled: 100 });
    const w = outcomeWeights(1750, 1450);
    expect(w.meron + w.wala + w.draw + w.cancelled).toBe(outcomeScale);
  });

  it('draws each outcome by its weight: every draw of the source maps to one outcome', () => {
    const weights = outcomeWeights(1700, 1500);
    const seen: Record<CockfightOutcome, number> = { meron: 0, wala: 0, draw: 0, cancelled: 0 };
    for (let pick = 0; pick < outcomeScale; pick += 1) seen[drawOutcome(weights, { int: () => pick })] += 1;
    for (const outcome of cockfightOutcomes) expect(seen[outcome], outcome).toBe(weights[outcome]);
  });
});
