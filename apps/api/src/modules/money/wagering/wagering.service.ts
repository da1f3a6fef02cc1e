import type { Executor } from '@gp/db';
import { validBetsAfter } from '../ledger';
import { activeRequirementSum, insertRequirement, insertRequirements, markActiveMet } from './wagering.repository';

/**
 * Wagering requirements: a bonus (or any credit that comes with strings) asks for valid bets of a
 * multiple of its amount before the member may withdraw. Owned by money because withdrawals check
 * it; other domains add requirements through this module's index.
 */

const BASIS = 10_000n;

/** amount × multiple, the multiple in basis points (10 000 = once); a fraction of a minor unit rounds up. */
export const wageringRequired = (amount: bigint, multipleBp: number): bigint => {
  if (amount <= 0n || multipleBp <= 0) return 0n;
  return (amount * BigInt(multipleBp) + BASIS - 1n) / BASIS;
};

/**
 * Adds the requirement of the journal that paid a bonus; joins the caller's transaction so the
 * requirement exists exactly when the money does. Nothing is added when nothing is required.
 */
export const addWageringRequirement = async (
  db: Executor,
  input: { memberId: bigint; sourceJournalId: bigint; amount: bigint; multipleBp: number },
): Promise<bigint> => {
  const required = wageringRequired(input.amount, input.multipleBp);
  if (required > 0n) await insertRequirement(db, { memberId: input.memberId, sourceJournalId: input.sourceJournalId, amountRequired: required });
  return required;
};

/**
 * The requirements of many bonus journals at once (promotion runs), in one statement, in the
 * caller's transaction; the same rounding as addWageringRequirement. Returns the total required.
 */
export const addWageringRequirements = async (
  db: Executor,
  input: { items: readonly { memberId: bigint; sourceJournalId: bigint; amount: bigint }[]; multipleBp: number },
): Promise<bigint> => {
  const rows = input.items
    .map((i) => ({ memberId: i.memberId, sourceJournalId: i.sourceJournalId, amountRequired: wageringRequired(i.amount, input.multipleBp) }))
    .filter((r) => r.amountRequired > 0n);
  await insertRequirements(db, rows);
  return rows.reduce((sum, r) => sum + r.amountRequired, 0n);
};

export type WageringProgress = { required: bigint; done: bigint; remaining: bigint };

/**
 * The member's open wagering: the active requirements summed against valid bets since the first of
 * their journals. Once the bets reach the sum every active requirement is met and stops blocking.
 */
export const settleWagering = async (db: Executor, memberId: bigint): Promise<WageringProgress> => {
  const { required, firstJournalId } = await activeRequirementSum(db, memberId);
  if (firstJournalId === null) return { required: 0n, done: 0n, remaining: 0n };
  const bets = await validBetsAfter(db, memberId, firstJournalId);
  const done = bets > 0n ? bets : 0n;
  if (done >= required) {
    await markActiveMet(db, memberId);
    return { required, done, remaining: 0n };
  }
  return { required, done, remaining: required - done };
};
