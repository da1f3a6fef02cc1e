import type { LiveGame } from './live-game';

export type TableBetCheck =
  | { ok: true; total: number; spots: Map<string, number> }
  | { ok: false; code: 'INVALID_SPOT' | 'INVALID_AMOUNT' | 'BELOW_MIN' | 'ABOVE_MAX' | 'ROUND_MAX' | 'TOO_MANY_SPOTS' };

/** The most spots one player covers in a round: the round's bet details carry a line per spot, 40 at most. */
export const maxSpotsPerRound = 40;

/** Table chips are whole units: the banker's 5% commission and a tie's half-loss stay exact. */
const unit = 100;

/**
 * Checks one bet frame against the table's limits, given what the player already has on the
 * round: every spot on the layout, amounts in whole units, each spot's total (old and new) within its
 * limits, and the round's total within the table's maximum per player.
 */
export const checkTableBet = <Result>(
  game: Pick<LiveGame<Result>, 'limitOf'>,
  bets: readonly { spot: string; amount: number }[],
  placed: ReadonlyMap<string, number>,
  staked: number,
  roundMax: number,
): TableBetCheck => {
  const spots = new Map<string, number>();
  for (const { spot, amount } of bets) {
    if (!game.limitOf(spot)) return { ok: false, code: 'INVALID_SPOT' };
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % unit !== 0) return { ok: false, code: 'INVALID_AMOUNT' };
    spots.set(spot, (spots.get(spot) ?? 0) + amount);
  }
  let total = 0;
  for (const [spot, amount] of spots) {
    const limit = game.limitOf(spot)!;
    const after = (placed.get(spot) ?? 0) + amount;
    if (after < limit.min) return { ok: false, code: 'BELOW_MIN' };
    if (after > limit.max) return { ok: false, code: 'ABOVE_MAX' };
    total += amount;
  }
  if (staked + total > roundMax) return { ok: false, code: 'ROUND_MAX' };
  if (new Set([...placed.keys(), ...spots.keys()]).size > maxSpotsPerRound) return { ok: false, code: 'TOO_MANY_SPOTS' };
  return { ok: true, total, spots };
};
