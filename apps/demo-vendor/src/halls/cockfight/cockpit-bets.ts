import type { CockfightBet, CockfightBetKind } from './pools';

/** Stakes by bet kind: what one player has on a fight. */
export type BetsByKind = Record<CockfightBetKind, number>;

export type CockpitLimits = {
  /** Bets are in whole units of this many minor units, so every pari-mutuel share starts from whole units. */
  unit: number;
  /** Per player and fight, on meron and on wala each. */
  side: { min: number; max: number };
  /** Per player and fight on the draw, lower because it pays 50:1 against the house. */
  draw: { min: number; max: number };
  /** Everything one player may stake on one fight. */
  fightMax: number;
};

export const cockpitLimits: CockpitLimits = {
  unit: 100,
  side: { min: 100, max: 1_000_000 },
  draw: { min: 100, max: 50_000 },
  fightMax: 2_000_000,
};

export const noBets: BetsByKind = { meron: 0, wala: 0, draw: 0 };

export type CockpitBetCheck = { ok: true } | { ok: false; code: 'INVALID_AMOUNT' | 'BELOW_MIN' | 'ABOVE_MAX' | 'FIGHT_MAX' };

/**
 * Checks one more bet of a player against the cockpit's limits, given what the player already has
 * on the fight: whole units, the kind's total (old and new) within its limits, and the fight's
 * total within the maximum per player.
 */
export const checkCockpitBet = (limits: CockpitLimits, bet: CockfightBet, placed: BetsByKind): CockpitBetCheck => {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0 || bet.amount % limits.unit !== 0) return { ok: false, code: 'INVALID_AMOUNT' };
  const limit = bet.kind === 'draw' ? limits.draw : limits.side;
  const after = placed[bet.kind] + bet.amount;
  if (after < limit.min) return { ok: false, code: 'BELOW_MIN' };
  if (after > limit.max) return { ok: false, code: 'ABOVE_MAX' };
  if (placed.meron + placed.wala + placed.draw + bet.amount > limits.fightMax) return { ok: false, code: 'FIGHT_MAX' };
  return { ok: true };
};

/** A player's bets summed by kind. */
export const betsByKind = (bets: readonly CockfightBet[]): BetsByKind => {
  const sums = { ...noBets };
  for (const bet of bets) sums[bet.kind] += bet.amount;
  return sums;
};
