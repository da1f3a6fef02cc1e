import type { GameCategory } from '@gp/contracts';

/**
 * What actually runs behind a seeded catalog entry: the demo vendor's engines (apps/demo-vendor)
 * and the in-house provably fair games (apps/api/src/modules/games/bgs). The seed names every entry
 * after its engine, so this is the one rule the names and the demo vendor share.
 */
export const seedEngines = [
  'slot',
  'roulette',
  'baccarat',
  'live-baccarat',
  'live-roulette',
  'dragon-tiger',
  'teen-patti',
  'fishing',
  'cockfight',
  'sportsbook',
  'dice',
  'limbo',
  'mines',
  'plinko',
  'crash',
] as const;
export type SeedEngine = (typeof seedEngines)[number];

/** Live tables shared by everyone seated at them (apps/demo-vendor/src/halls/live). */
export type LiveEngine = 'live-baccarat' | 'live-roulette' | 'dragon-tiger';

/** Categories the demo vendor opens its sportsbook for (sports on football, basketball and tennis; e-sports on its titles). */
export const sportsbookCategories: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS']);

/** A live vendor's tables cycle baccarat, roulette and dragon tiger by game number. */
export const liveEngineOf = (gameNumber: number): LiveEngine => (['dragon-tiger', 'live-baccarat', 'live-roulette'] as const)[gameNumber % 3]!;

/** The shared games each category stands for; live tables and slots depend on the game number. */
const categoryEngines: Partial<Record<GameCategory, SeedEngine>> = { PVP: 'teen-patti', FISH: 'fishing', COCKFIGHT: 'cockfight' };

/**
 * An RNG vendor's catalog is slots with a single-player table game every fifth entry, as RNG
 * studios deal them: roulette on numbers ending in 0, baccarat on those ending in 5.
 */
const rngEngineOf = (gameNumber: number): SeedEngine => (gameNumber % 10 === 0 ? 'roulette' : gameNumber % 10 === 5 ? 'baccarat' : 'slot');

const isSeedEngine = (value: string): value is SeedEngine => (seedEngines as readonly string[]).includes(value);

/**
 * The engine of game number `gameNumber` (1-based, the digits ending its code) of a seeded vendor:
 * in-house vendors are HOUSE_<ENGINE>; live vendors deal their three table games; card rooms,
 * fishing and cockfight vendors run their category's shared game; sports and e-sports open the
 * sportsbook; RNG vendors slots and single-player tables; every other category (lottery) has no
 * engine of its own kind here and runs the slot.
 */
export const seedEngineOf = (category: GameCategory, vendorCode: string, gameNumber: number): SeedEngine => {
  if (category === 'BGS') {
    const engine = vendorCode.replace(/^HOUSE_/, '').toLowerCase();
    if (!isSeedEngine(engine)) throw new Error(`no in-house engine for ${vendorCode}`);
    return engine;
  }
  if (sportsbookCategories.has(category)) return 'sportsbook';
  if (category === 'LIVE') return liveEngineOf(gameNumber);
  if (category === 'RNG') return rngEngineOf(gameNumber);
  return categoryEngines[category] ?? 'slot';
};
