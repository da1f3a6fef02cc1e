import { gameNameOf } from '../../games';
import type { VendorLanguage } from '../../i18n';
import type { RandomSource } from '../../rng';
import type { HallWallet } from '../money/hall-wallet';
import { createCockpit, type Cockpit, type FightSettled } from './cockpit';
import { assertSchedule, cockfightSchedule, type CockfightSchedule } from './schedule';

export type CockpitsOptions = {
  wallet: HallWallet;
  random: RandomSource;
  /** Changes to the engine's schedule (tests shorten it to seconds). */
  schedule?: Partial<CockfightSchedule>;
  onSettled?: (vendorCode: string, settled: FightSettled) => void;
  onError?: (error: unknown) => void;
};

/** Each arena draws its own card from its own seed; the seed may be public (results never come from it). */
export const cockpitSeedOf = (vendorCode: string): string => `cockpit:${vendorCode}`;

/**
 * One cockpit per cockfight vendor, opened when its first player comes: every game of the vendor
 * watches and bets on the same fights.
 */
export const createCockpits = (options: CockpitsOptions) => {
  const schedule: CockfightSchedule = { ...cockfightSchedule, ...options.schedule };
  assertSchedule(schedule);
  const cockpits = new Map<string, Cockpit>();

  const cockpitFor = (vendorCode: string): Cockpit => {
    const existing = cockpits.get(vendorCode);
    if (existing) return existing;
    const cockpit = createCockpit({
      vendorCode,
      seed: cockpitSeedOf(vendorCode),
      schedule,
      wallet: options.wallet,
      random: options.random,
      nameIn: (gameCode, language) => gameNameOf(vendorCode, gameCode, language as VendorLanguage),
      ...(options.onSettled ? { onSettled: (settled: FightSettled) => options.onSettled?.(vendorCode, settled) } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
    });
    cockpits.set(vendorCode, cockpit);
    return cockpit;
  };

  return {
    cockpitFor,
    schedule,
    info: () => [...cockpits.values()].map((c) => c.info()),
    stop: () => Promise.all([...cockpits.values()].map((c) => c.stop())),
  };
};

export type Cockpits = ReturnType<typeof createCockpits>;
