import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../rng';
import { captureOdds, isCaptured, resolveShot } from './capture';
import { bulletCosts, fishingRtp, fishingRtpBasisPoints, species } from './species';

/** Answers `value` to every draw and remembers the ranges asked for. */
const answering = (value: number): RandomSource & { asked: number[] } => {
  const asked: number[] = [];
  return {
    asked,
    int: (n) => {
      asked.push(n);
      return value;
    },
  };
};

describe('capture', () => {
  it('returns exactly the declared RTP for every species and bullet cost, in integers', () => {
    for (const s of species) {
      const { favourable, outOf } = captureOdds(s.multiplier);
      expect(favourable / outOf, s.id).toBeCloseTo(fishingRtp / s.multiplier, 15);
      for (const cost of bulletCosts) {
        const win = cost * s.multiplier;
        // Both factors are integers, so every win is a whole number of minor units: no rounding anywhere.
        expect(Number.isSafeInteger(win)).toBe(true);
        // E[return] / cost = favourable x win / (outOf x cost), compared by cross-multiplying integers.
        expect(favourable * win * 10_000, `${s.id} at ${cost}`).toBe(fishingRtpBasisPoints * cost * outOf);
      }
    }
  });

  it('draws over exactly the counted outcomes and captures on the favourable ones only', () => {
    for (const s of species) {
      const { favourable, outOf } = captureOdds(s.multiplier);
      const lastHit = answering(favourable - 1);
      const firstMiss = answering(favourable);
      expect(isCaptured(lastHit, s.multiplier)).toBe(true);
      expect(isCaptured(firstMiss, s.multiplier)).toBe(false);
      expect(lastHit.asked).toEqual([outOf]);
      expect(outOf).toBeLessThanOrEqual(2 ** 32);
    }
  });

  it('resolves a shot to bullet cost x multiplier on capture and to 0 otherwise', () => {
    const fish = { id: 7, species: 'dragon-king' as const };
    expect(resolveShot(answering(0), fish, 1000)).toEqual({ fishId: 7, species: 'dragon-king', bulletCost: 1000, captured: true, win: 300_000 });
    expect(resolveShot(answering(9_600), fish, 10)).toEqual({ fishId: 7, species: 'dragon-king', bulletCost: 10, captured: false, win: 0 });
    expect(() => resolveShot(answering(0), fish, 30)).toThrow(RangeError);
  });
});
