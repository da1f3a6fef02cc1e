import type { ShotResult } from './capture';
import { isBulletCost, type SpeciesId } from './species';

/**
 * A player's running account in a room between wallet rounds. Shots are not a wallet round each:
 * their costs and wins gather here and go to the wallet as one round at a time (see `flush`).
 *
 * Spending is guarded against what the wallet will surely accept: the last balance it answered,
 * minus bets already sent and not answered, minus the cost of shots not yet sent. Wins not yet
 * flushed do not count: a win is only paid once its batch's bet has been accepted, and that bet can
 * still be refused (funds spent elsewhere, a limit, a block), which voids the batch's wins. Were
 * they spent on further shots, those shots would rest on money that may never exist and their own
 * bet would be refused in turn.
 */

export type SpeciesCatch = { captures: number; win: number };

export type PlayerLedger = {
  /** The last balance the wallet answered, from calls made in this player's sequence. */
  balance: number;
  /** Bets of flushed batches the wallet has not answered yet (sent or queued). */
  inFlight: number;
  /** Not yet flushed: */
  shots: number;
  cost: number;
  captures: number;
  win: number;
  catches: Readonly<Partial<Record<SpeciesId, SpeciesCatch>>>;
  firstShotAt: number | null;
  lastShotAt: number | null;
};

export const openLedger = (balance: number): PlayerLedger => ({
  balance,
  inFlight: 0,
  shots: 0,
  cost: 0,
  captures: 0,
  win: 0,
  catches: {},
  firstShotAt: null,
  lastShotAt: null,
});

/** What the player may still spend on bullets: wallet balance less bets sent and shots unsent. */
export const spendable = (ledger: PlayerLedger): number => ledger.balance - ledger.inFlight - ledger.cost;

/** The spending guard: a bullet off the ladder, or one the player cannot cover, is refused (and not charged). */
export const canFire = (ledger: PlayerLedger, bulletCost: number): boolean => isBulletCost(bulletCost) && spendable(ledger) >= bulletCost;

/** Adds a decided shot. The guard must have allowed it: a shot the player cannot pay is a caller's bug and throws. */
export const recordShot = (ledger: PlayerLedger, shot: ShotResult, at: number): PlayerLedger => {
  if (!canFire(ledger, shot.bulletCost)) throw new RangeError(`shot of ${shot.bulletCost} exceeds the spendable ${spendable(ledger)}`);
  const next: PlayerLedger = {
    ...ledger,
    shots: ledger.shots + 1,
    cost: ledger.cost + shot.bulletCost,
    firstShotAt: ledger.firstShotAt ?? at,
    lastShotAt: at,
  };
  if (!shot.captured) return next;
  const before = ledger.catches[shot.species] ?? { captures: 0, win: 0 };
  return {
    ...next,
    captures: ledger.captures + 1,
    win: ledger.win + shot.win,
    catches: { ...ledger.catches, [shot.species]: { captures: before.captures + 1, win: before.win + shot.win } },
  };
};

/** Takes a balance the wallet answered (authenticate, a win, a balance read made in the player's call sequence). */
export const noteBalance = (ledger: PlayerLedger, balance: number): PlayerLedger => ({ ...ledger, balance });
