/**
 * The fish of the fishing hall and the money rules that hang on them.
 *
 * Every bullet that hits a fish of multiplier m captures it with probability RTP / m and then pays
 * bullet cost x m, so each bullet returns RTP of its cost on average whichever fish it hits: the
 * player's aim changes how often and how much they win, never how much they get back in the long run.
 */

/**
 * The return to player, in basis points (9,600 = 96.00%). The one number that sets the house's edge;
 * the capture draw uses it as an integer so the odds are exact, not a rounded float.
 */
export const fishingRtpBasisPoints = 9_600;
/** The same return as a fraction, for display and reports. */
export const fishingRtp = fishingRtpBasisPoints / 10_000;

/** What a bullet may cost, in minor units (0.10 to 10.00); a player picks one rung. */
export const bulletCosts = [10, 20, 50, 100, 200, 500, 1000] as const;
export type BulletCost = (typeof bulletCosts)[number];

export const isBulletCost = (value: number): value is BulletCost => (bulletCosts as readonly number[]).includes(value);

/**
 * Which lanes of the ocean a species swims in: lanes of one tier are sized for its slowest, largest
 * fish, so fast small fish do not wait behind a slow boss.
 */
export type Tier = 'small' | 'medium' | 'boss';

export const speciesIds = [
  'minnow',
  'clownfish',
  'angelfish',
  'pufferfish',
  'lanternfish',
  'seahorse',
  'lionfish',
  'sea-turtle',
  'stingray',
  'swordfish',
  'hammerhead',
  'manta-ray',
  'killer-whale',
  'golden-shark',
  'dragon-king',
] as const;
export type SpeciesId = (typeof speciesIds)[number];

export type Species = {
  id: SpeciesId;
  /** Whole multiple of the bullet paid on capture; an integer, so bullet cost x multiplier is exact. */
  multiplier: number;
  /** Hit radius in world units (the world is 1600 x 900). */
  radius: number;
  /** World units per second along its path. */
  speed: number;
  /** Relative chance of this species when a lane of its tier spawns a fish (within the tier only). */
  weight: number;
  tier: Tier;
};

export const species: readonly Species[] = [
  { id: 'minnow', multiplier: 2, radius: 16, speed: 150, weight: 30, tier: 'small' },
  { id: 'clownfish', multiplier: 3, radius: 20, speed: 140, weight: 24, tier: 'small' },
  { id: 'angelfish', multiplier: 4, radius: 24, speed: 130, weight: 20, tier: 'small' },
  { id: 'pufferfish', multiplier: 5, radius: 26, speed: 120, weight: 16, tier: 'small' },
  { id: 'lanternfish', multiplier: 6, radius: 28, speed: 115, weight: 13, tier: 'small' },
  { id: 'seahorse', multiplier: 8, radius: 30, speed: 110, weight: 10, tier: 'small' },
  { id: 'lionfish', multiplier: 10, radius: 36, speed: 100, weight: 16, tier: 'medium' },
  { id: 'sea-turtle', multiplier: 15, radius: 44, speed: 90, weight: 13, tier: 'medium' },
  { id: 'stingray', multiplier: 20, radius: 52, speed: 85, weight: 11, tier: 'medium' },
  { id: 'swordfish', multiplier: 25, radius: 56, speed: 95, weight: 9, tier: 'medium' },
  { id: 'hammerhead', multiplier: 40, radius: 66, speed: 75, weight: 6, tier: 'medium' },
  { id: 'manta-ray', multiplier: 50, radius: 74, speed: 70, weight: 5, tier: 'medium' },
  { id: 'killer-whale', multiplier: 100, radius: 96, speed: 60, weight: 6, tier: 'boss' },
  { id: 'golden-shark', multiplier: 200, radius: 104, speed: 55, weight: 3, tier: 'boss' },
  { id: 'dragon-king', multiplier: 300, radius: 118, speed: 50, weight: 1, tier: 'boss' },
];

const byId = new Map<SpeciesId, Species>(species.map((s) => [s.id, s]));

export const speciesById = (id: SpeciesId): Species => {
  const found = byId.get(id);
  if (!found) throw new RangeError(`unknown species ${id}`);
  return found;
};
