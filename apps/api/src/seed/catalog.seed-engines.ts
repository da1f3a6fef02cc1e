import type { GameCategory } from '@gp/contracts';

/**
 * What actually runs behind a seeded catalog entry: the demo vendor's engines (apps/demo-vendor)
 * and the in-house provably fair games (apps/api/src/modules/games/bgs). The seed names every entry
 * after its engine, so this is the one rule the names and the demo vendor share.
 */
export const seedEngines = ['slot', 'roulette', 'baccarat', 'sportsbook', 'dice', 'limbo', 'mines', 'plinko', 'crash'] as const;
export type SeedEngine = (typeof seedEngines)[number];
export type TableEngine = 'roulette' | 'baccarat';

/** Categories the demo vendor deals at its tables (live dealers, player-versus-player, cockfight halls). */
export const tableCategories: ReadonlySet<GameCategory> = new Set(['LIVE', 'PVP', 'COCKFIGHT']);

/** Categories the demo vendor opens its sportsbook for (sports on football, basketball and tennis; e-sports on its titles). */
export const sportsbookCategories: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS']);

/** A table vendor's games alternate: roulette on odd game numbers, baccarat on even ones. */
export const tableEngineOf = (gameNumber: number): TableEngine => (gameNumber % 2 === 1 ? 'roulette' : 'baccarat');

const isSeedEngine = (value: string): value is SeedEngine => (seedEngines as readonly string[]).includes(value);

/**
 * The engine of game number `gameNumber` (1-based, the digits ending its code) of a seeded vendor:
 * in-house vendors are HOUSE_<ENGINE>; table categories alternate roulette and baccarat; sports and
 * e-sports open the sportsbook; every other category (slots, fishing, lottery) has no engine of its
 * own kind yet and runs the slot.
 */
export const seedEngineOf = (category: GameCategory, vendorCode: string, gameNumber: number): SeedEngine => {
  if (category === 'BGS') {
    const engine = vendorCode.replace(/^HOUSE_/, '').toLowerCase();
    if (!isSeedEngine(engine)) throw new Error(`no in-house engine for ${vendorCode}`);
    return engine;
  }
  if (sportsbookCategories.has(category)) return 'sportsbook';
  return tableCategories.has(category) ? tableEngineOf(gameNumber) : 'slot';
};
