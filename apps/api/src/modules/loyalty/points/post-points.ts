import type { Executor, PointSource } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { callPostPoints, findPointBalance } from './points.repository';

export type PostPointsInput = {
  memberId: bigint;
  /** Whole points: positive earns, negative spends or takes back. Never zero. */
  delta: bigint;
  source: PointSource;
  /** The source event (`redeem:<id>`, `mission:<id>:<period>`...): one entry per member and key. */
  sourceKey: string;
  remark?: string | null;
  /** What the points details page shows beside the movement (item, quantity, ratio...). */
  details?: Record<string, unknown>;
};

export type PostedPoints = { entryId: bigint; delta: bigint; balanceAfter: bigint; createdAt: Date; replayed: boolean };

const SOURCE_KEY = /^[A-Za-z0-9:_.-]{1,96}$/;

/**
 * The one way points move outside the accrual run: loyalty_post_points() locks the member's balance,
 * answers a replayed key with its first entry, and refuses a balance below zero (POINTS_INSUFFICIENT).
 * Inside a caller's transaction the refusal is thrown after nothing was written, so the caller may
 * roll back or carry on.
 */
export const postPoints = async (db: Executor, input: PostPointsInput): Promise<PostedPoints> => {
  if (input.delta === 0n) throw new AppError('VALIDATION_ERROR', { details: { field: 'delta', reason: 'must not be zero' } });
  if (!SOURCE_KEY.test(input.sourceKey)) throw new AppError('VALIDATION_ERROR', { details: { field: 'sourceKey', reason: 'invalid' } });
  const row = await callPostPoints(db, { ...input, remark: input.remark ?? null, details: input.details ?? {} });
  if (!row) throw new AppError('INTERNAL_ERROR', { details: { reason: 'NO_POINTS_RESULT' } });
  if (row.refusal === 'POINTS_INSUFFICIENT') {
    throw new AppError('POINTS_INSUFFICIENT', { details: { balance: row.balance_after, needed: -row.delta } });
  }
  if (row.refusal || row.entry_id === null || row.created_at === null) throw new AppError('INTERNAL_ERROR', { details: { reason: row.refusal } });
  return { entryId: row.entry_id, delta: row.delta, balanceAfter: row.balance_after, createdAt: row.created_at, replayed: row.replayed };
};

/** A member's points now (zero for a member who never earned any). */
export const pointsBalanceOf = async (db: Executor, memberId: bigint): Promise<{ balance: bigint; earned: bigint; spent: bigint }> => {
  const row = await findPointBalance(db, memberId);
  return { balance: row?.balance ?? 0n, earned: row?.earned_total ?? 0n, spent: row?.spent_total ?? 0n };
};
