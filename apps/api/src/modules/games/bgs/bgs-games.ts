import type { BgsGame } from '@gp/contracts';

/**
 * Each in-house game is a catalog vendor of category BGS; its engine is the vendor code without
 * `HOUSE_`, lower-cased (apps/api/src/seed/catalog.seed-data.ts). Bets of a game name one of that
 * vendor's game codes (skins share the engine).
 */
export const bgsVendorCodes: Record<BgsGame, string> = {
  dice: 'HOUSE_DICE',
  limbo: 'HOUSE_LIMBO',
  mines: 'HOUSE_MINES',
  plinko: 'HOUSE_PLINKO',
  crash: 'HOUSE_CRASH',
};

/**
 * Stakes and payouts (minor units). A bet whose best case would pay more than `maxPayout` is refused
 * up front; a crash bet is cashed out automatically at the multiplier that reaches it.
 */
export type BgsLimits = { minBet: bigint; maxBet: bigint; maxPayout: bigint };

export const defaultBgsLimits: BgsLimits = { minBet: 10n, maxBet: 10_000_000n, maxPayout: 1_000_000_000n };
