import type { TurnoverProgress } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { requiredTurnover } from './withdrawal-rules';
import { validBetsAfter } from '../ledger';
import { lastCreditedDeposit } from './turnover.repository';

/**
 * Valid bets since the last credited deposit against that deposit times `turnoverMultiple`
 * (0 switches the rule off; no deposit yet means nothing is required).
 */
export const turnoverProgressOf = async (db: Executor, memberId: bigint, multiple: number): Promise<TurnoverProgress> => {
  const deposit = multiple > 0 ? await lastCreditedDeposit(db, memberId) : undefined;
  if (!deposit) return { required: 0, done: 0, remaining: 0, multiple, depositAmount: null, depositAt: null };
  const required = requiredTurnover(deposit.amount, multiple);
  const bets = await validBetsAfter(db, memberId, deposit.journalId);
  const done = bets > 0n ? bets : 0n;
  const remaining = required > done ? required - done : 0n;
  return {
    required: Number(required),
    done: Number(done),
    remaining: Number(remaining),
    multiple,
    depositAmount: Number(deposit.amount),
    depositAt: new Date(deposit.at).toISOString(),
  };
};
