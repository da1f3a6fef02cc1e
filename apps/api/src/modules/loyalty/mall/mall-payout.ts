import type { ErrorCode } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { issueBonus } from '../../engagement/promotions';
import { postPoints } from '../points';
import { findConfig, listUnfinishedPayouts, lockRedemption, moveRedemption, returnStock, type RedemptionRow } from './mall.repository';

/** The bonus period of a redemption's cash: one bonus per redemption, whatever retries it. */
export const payoutPeriodKey = (id: bigint): string => `mall-${id}`;
/** The points entry that gives a rejected redemption's points back. */
export const refundKey = (id: bigint): string => `redeem-refund:${id}`;

/** What the promotions engine answers when it will not pay this bonus at all, now or on a retry. */
const payoutRefusals = new Set<ErrorCode>([
  'PROMOTION_BUDGET_EXCEEDED',
  'PROMOTION_NOT_AVAILABLE',
  'SELF_EXCLUDED',
  'TIME_OUT_ACTIVE',
  'POINTS_MALL_CONVERT_UNAVAILABLE',
  'VALIDATION_ERROR',
]);

export type PayoutDeps = { currency: string; isAgent: (memberId: bigint) => Promise<boolean> };

/**
 * Rejects a redemption that holds points and stock, in one transaction: the row moves from one of
 * `from` to `rejected` (only once, whoever races), the points come back (`refund`, keyed
 * `redeem-refund:<id>`) and the items go back in stock.
 */
export const rejectAndReturn = async (
  db: Kysely<DB>,
  id: bigint,
  from: RedemptionRow['status'][],
  change: { reason: string; reviewedBy?: string | null },
  /** Runs in the same transaction after the change (the staff audit entry). */
  alongside?: (trx: Executor, row: RedemptionRow) => Promise<void>,
): Promise<RedemptionRow | undefined> =>
  db.transaction().execute(async (trx) => {
    const row = await lockRedemption(trx, id);
    if (!row || !from.includes(row.status)) return undefined;
    const moved = await moveRedemption(trx, id, from, {
      status: 'rejected',
      reason: change.reason,
      reviewed_by: change.reviewedBy ?? row.reviewed_by,
      reviewed_at: change.reviewedBy ? new Date() : row.reviewed_at,
    });
    if (!moved) return undefined;
    if (row.points > 0n) {
      await postPoints(trx, {
        memberId: row.member_id,
        delta: row.points,
        source: 'refund',
        sourceKey: refundKey(row.id),
        remark: change.reason.slice(0, 200),
        details: { item: row.item_name, quantity: row.quantity, redemption: String(row.id), redeemType: row.redeem_type, status: 'rejected' },
      });
    }
    if (row.goods_id !== null) await returnStock(trx, row.goods_id, row.quantity);
    if (alongside) await alongside(trx, moved);
    return moved;
  });

/**
 * Pays an approved cash redemption (a conversion, or cash-for-points goods) as a bonus of the
 * configured `loyalty` promotion, then marks it released. The order is safe to repeat: the points
 * were debited when the row was written; issueBonus pays once per `mall-<id>` and answers a replay
 * with the first claim; the row moves to `released` only from `approved`. When the promotions
 * engine refuses (budget spent, member self-excluded, no rule), the redemption is rejected with the
 * refusal's code and its points come back. Any other failure leaves the row `approved` for
 * `finishPayouts` to complete.
 */
export const payOut = async (db: Kysely<DB>, row: RedemptionRow, deps: PayoutDeps): Promise<RedemptionRow> => {
  if (row.status !== 'approved' || row.redeem_type !== 'cash') return row;
  const config = await findConfig(db);
  try {
    if (config.promotion_id === null) throw new AppError('POINTS_MALL_CONVERT_UNAVAILABLE');
    const bonus = await issueBonus(db, {
      promotionId: config.promotion_id,
      member: { id: row.member_id, isAgent: await deps.isAgent(row.member_id) },
      periodKey: payoutPeriodKey(row.id),
      amount: row.amount,
      currency: deps.currency,
      status: 'claimed',
    });
    const released = await moveRedemption(db, row.id, ['approved'], { status: 'released', claim_id: bonus.claimId, released_at: new Date() });
    return released ?? row;
  } catch (error) {
    if (!(error instanceof AppError) || !payoutRefusals.has(error.code)) throw error;
    const rejected = await rejectAndReturn(db, row.id, ['approved'], { reason: error.code });
    return rejected ?? row;
  }
};

/**
 * Completes cash payouts a stopped process left `approved` for longer than `graceMs` (all members,
 * or one). Safe with two instances: each step is idempotent, as payOut says.
 */
export const finishPayouts = async (db: Kysely<DB>, deps: PayoutDeps, options: { memberId?: bigint; graceMs?: number; limit?: number } = {}) => {
  const rows = await listUnfinishedPayouts(db, {
    before: new Date(Date.now() - (options.graceMs ?? 60_000)),
    ...(options.memberId === undefined ? {} : { memberId: options.memberId }),
    limit: options.limit ?? 50,
  });
  let finished = 0;
  for (const row of rows) {
    const after = await payOut(db, row, deps);
    if (after.status !== 'approved') finished += 1;
  }
  return { finished, seen: rows.length };
};
