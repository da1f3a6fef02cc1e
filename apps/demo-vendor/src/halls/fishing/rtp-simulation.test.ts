import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../rng';
import { isCaptured } from './capture';
import { createOcean, spawnsBetween } from './ocean';
import { fishingRtp, speciesById } from './species';

describe('fishing RTP, simulated', () => {
  it('lands within 0.5 points of the declared RTP over millions of shots spread over the species as they spawn', () => {
    // The shots go, one after another, at the fish of two hours of a room's ocean, in spawn order.
    const targets = Int32Array.from(spawnsBetween(createOcean('rtp'), 0, 2 * 3_600_000), (fish) => speciesById(fish.species).multiplier);
    const meanMultiplier = targets.reduce((sum, m) => sum + m, 0) / targets.length;
    // A bullet at a fish of multiplier m returns m (in bullets) with probability RTP / m, else 0: its
    // mean is RTP for every m and its second moment RTP x m. Over the spawn mix the variance per
    // bullet is RTP x E[m] - RTP^2; with E[m] about 9.1 that is about 7.8 (a spread of 2.8 bullets).
    const variance = fishingRtp * meanMultiplier - fishingRtp ** 2;
    expect(meanMultiplier).toBeGreaterThan(8);
    expect(meanMultiplier).toBeLessThan(11);
    // 0.5 points must be at least five standard errors: 5 x sqrt(variance / n) <= 0.005, so
    // n >= 10^6 x variance, about 8 million shots here; rounded up to a whole million.
    const shots = Math.ceil((25 * variance) / 0.005 ** 2 / 1_000_000) * 1_000_000;
    expect(shots).toBeGreaterThanOrEqual(1_000_000);
    expect(5 * Math.sqrt(variance / shots)).toBeLessThanOrEqual(0.005);

    const random = cryptoRandom();
    const bulletCost = 10;
    let paid = 0;
    for (let i = 0, k = 0; i < shots; i += 1, k = k + 1 === targets.length ? 0 : k + 1) {
      const multiplier = targets[k]!;
      if (isCaptured(random, multiplier)) paid += bulletCost * multiplier;
    }
    const rtp = paid / (shots * bulletCost);
    expect(Math.abs(rtp - fishingRtp) * 100).toBeLessThan(0.5);
  });
});
