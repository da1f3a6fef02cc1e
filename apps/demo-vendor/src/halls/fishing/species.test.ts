import { describe, expect, it } from 'vitest';
import { bulletCosts, fishingRtp, fishingRtpBasisPoints, isBulletCost, species, speciesById, speciesIds } from './species';

describe('fishing species', () => {
  it('lists 12 to 16 species, small fish at 2x up to bosses at 100x-300x, each with its own id', () => {
    expect(species.length).toBeGreaterThanOrEqual(12);
    expect(species.length).toBeLessThanOrEqual(16);
    expect(species.map((s) => s.id)).toEqual([...speciesIds]);
    expect(species[0]!.multiplier).toBe(2);
    expect(species.filter((s) => s.tier === 'boss').map((s) => s.multiplier)).toEqual([100, 200, 300]);
    for (const [i, s] of species.entries()) {
      expect(Number.isInteger(s.multiplier), s.id).toBe(true);
      expect(s.radius, s.id).toBeGreaterThan(0);
      expect(s.speed, s.id).toBeGreaterThan(0);
      expect(Number.isInteger(s.weight) && s.weight > 0, s.id).toBe(true);
      expect(speciesById(s.id)).toBe(s);
      if (i === 0) continue;
      // Dearer fish are bigger and no faster, so a high multiplier reads as a big slow target.
      expect(s.multiplier, s.id).toBeGreaterThan(species[i - 1]!.multiplier);
      expect(s.radius, s.id).toBeGreaterThan(species[i - 1]!.radius);
    }
  });

  it('declares one RTP and a ladder of whole bullet costs', () => {
    expect(fishingRtp).toBe(0.96);
    expect(fishingRtpBasisPoints).toBe(9_600);
    expect(bulletCosts).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(isBulletCost(100)).toBe(true);
    expect(isBulletCost(30)).toBe(false);
    expect(isBulletCost(100.5)).toBe(false);
  });
});
