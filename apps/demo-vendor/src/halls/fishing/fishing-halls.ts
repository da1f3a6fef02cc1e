import type { RandomSource } from '../../rng';
import type { HallWallet } from '../money/hall-wallet';
import type { FishingLog } from './fishing-account';
import { createFishingHall, type FishingHall } from './fishing-hall';
import { defaultFlushPolicy, type FlushPolicy } from './flush';

/** What the vendor may change of its fishing games (tests shorten the batches). */
export type FishingHallsOptions = {
  /** When a player's shots go to the wallet as one round; the engine's default otherwise. */
  policy?: FlushPolicy;
  /** How often open batches are checked against the policy's age (default once a second). */
  checkEveryMs?: number;
};

/**
 * Every fishing game of the catalog, opened when its first player comes: one hall per (vendor,
 * game), each with its own rooms.
 */
export const createFishingHalls = (
  options: FishingHallsOptions & { wallet: HallWallet; random: RandomSource; log?: FishingLog | undefined; now?: () => number },
) => {
  const halls = new Map<string, FishingHall>();
  return {
    hallFor: (vendorCode: string, gameCode: string): FishingHall => {
      const id = `${vendorCode}:${gameCode}`;
      const existing = halls.get(id);
      if (existing) return existing;
      const hall = createFishingHall({
        gameCode,
        wallet: options.wallet,
        random: options.random,
        policy: options.policy ?? defaultFlushPolicy,
        checkEveryMs: options.checkEveryMs ?? 1_000,
        log: options.log,
        ...(options.now ? { now: options.now } : {}),
      });
      halls.set(id, hall);
      return hall;
    },
    /** Sends every player's open batch (a shutdown): nothing played stays unsettled. */
    stop: async () => {
      await Promise.all([...halls.values()].map((h) => h.stop()));
    },
  };
};

export type FishingHalls = ReturnType<typeof createFishingHalls>;
