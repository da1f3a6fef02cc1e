/** A table's stakes and clock; every amount is in integer minor units. */
export type TeenPattiConfig = {
  /** The ante every player posts before the deal; also the opening stake. */
  boot: number;
  /** The most a single bet may cost (a seen player's chaal); raises stop below it. */
  chaalLimit: number;
  /** When a bet takes the pot to this or more, the players left show at once. */
  potLimit: number;
  /** The house's share of each pot in basis points (100 = 1%), floored to a minor unit. */
  rakeBps: number;
  /** How long a player has for a turn (and to answer a side show). */
  turnMs: number;
  /** Whether seen players may ask for a side show. */
  sideShow: boolean;
};

/** The common table: chaal limit 128 boots, pot limit 1,024 boots. */
export const standardConfig = (boot: number, overrides: Partial<TeenPattiConfig> = {}): TeenPattiConfig => ({
  boot,
  chaalLimit: 128 * boot,
  potLimit: 1024 * boot,
  rakeBps: 500,
  turnMs: 30_000,
  sideShow: true,
  ...overrides,
});

const isAmount = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

/**
 * Why a config cannot run, or null when it can. The pot can pass the pot limit by at most one
 * bet, so that sum must stay a safe integer.
 */
export const configProblem = (config: TeenPattiConfig): string | null => {
  if (!isAmount(config.boot)) return 'boot must be a positive integer';
  if (!isAmount(config.chaalLimit) || config.chaalLimit < 2 * config.boot) return 'chaalLimit must be at least 2 x boot';
  if (!isAmount(config.potLimit) || config.potLimit < config.chaalLimit) return 'potLimit must be at least chaalLimit';
  if (!Number.isInteger(config.rakeBps) || config.rakeBps < 0 || config.rakeBps > 10_000) return 'rakeBps must be an integer in 0..10000';
  if (!Number.isSafeInteger(config.potLimit + config.chaalLimit + 5 * config.boot)) return 'potLimit is too large';
  if (!Number.isSafeInteger(config.turnMs) || config.turnMs <= 0) return 'turnMs must be a positive integer';
  return null;
};
