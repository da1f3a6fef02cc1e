import type { RandomSource } from '../../rng';
import type { Fish } from './ocean';
import { fishingRtpBasisPoints, isBulletCost, speciesById, type SpeciesId } from './species';

/**
 * The capture draw, as a whole number of equally likely outcomes: `favourable` of `outOf`, with
 * favourable / outOf = RTP / multiplier exactly (9,600 / (10,000 x m)).
 */
export const captureOdds = (multiplier: number): { favourable: number; outOf: number } => ({
  favourable: fishingRtpBasisPoints,
  outOf: 10_000 * multiplier,
});

/** One draw: does a bullet that hit a fish of this multiplier capture it. Allocation-free for simulations. */
export const isCaptured = (random: RandomSource, multiplier: number): boolean => random.int(10_000 * multiplier) < fishingRtpBasisPoints;

export type ShotResult = {
  fishId: number;
  species: SpeciesId;
  bulletCost: number;
  captured: boolean;
  /** bulletCost x multiplier on capture (an integer: both are), else 0. */
  win: number;
};

/**
 * Decides a bullet that hit `fish`. The caller has already checked that the fish is alive and not
 * captured (`checkShotTarget`) and that the player can pay (`canFire`); a bullet cost off the
 * ladder is a caller's bug and throws.
 */
export const resolveShot = (random: RandomSource, fish: Pick<Fish, 'id' | 'species'>, bulletCost: number): ShotResult => {
  if (!isBulletCost(bulletCost)) throw new RangeError(`bullet cost ${bulletCost} is not on the ladder`);
  const { multiplier } = speciesById(fish.species);
  const captured = isCaptured(random, multiplier);
  return { fishId: fish.id, species: fish.species, bulletCost, captured, win: captured ? bulletCost * multiplier : 0 };
};
