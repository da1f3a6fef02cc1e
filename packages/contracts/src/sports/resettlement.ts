/**
 * A corrected settlement (a wrong result entered, a result changed by the league, a leg voided after
 * the fact) moves the difference between the two returns: a credit when the corrected return is
 * higher, a debit when it is lower, nothing when they are equal. The stake is not moved again: it
 * was debited once when the bet was placed, and both returns already include it.
 *
 * Vendor wallet API v1 can credit the difference with another `win` in the bet's round, but it has
 * no debit after a win (`rollback` refuses a bet whose round has a win), so a debit needs the
 * versioned `adjust` action described in docs/sports-settlement.md.
 */
export type WalletMovement = { kind: 'none' } | { kind: 'credit'; amountMinor: number } | { kind: 'debit'; amountMinor: number };

const isReturnMinor = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;

/** Throws a RangeError 'bad-return' unless both returns are non-negative safe integers. */
export const resettlementMovement = (firstReturnMinor: number, correctedReturnMinor: number): WalletMovement => {
  if (!isReturnMinor(firstReturnMinor) || !isReturnMinor(correctedReturnMinor)) throw new RangeError('bad-return');
  const difference = correctedReturnMinor - firstReturnMinor;
  if (difference > 0) return { kind: 'credit', amountMinor: difference };
  if (difference < 0) return { kind: 'debit', amountMinor: -difference };
  return { kind: 'none' };
};

/** The signed amount an `adjust` call carries: positive credits the player, negative debits. */
export const signedAdjustment = (movement: WalletMovement): number => {
  if (movement.kind === 'credit') return movement.amountMinor;
  if (movement.kind === 'debit') return -movement.amountMinor;
  return 0;
};
