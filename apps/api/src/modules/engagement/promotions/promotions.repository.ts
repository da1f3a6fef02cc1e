import type { Executor, PromotionClaimStatus } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the promotions engine; the rules that use them live in the service. */

export const findRule = (db: Executor, promotionId: number) =>
  db.selectFrom('promotion_rules').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst();

export const findClaim = (db: Executor, key: { promotionId: number; memberId: bigint; periodKey: string }) =>
  db
    .selectFrom('promotion_claims')
    .selectAll()
    .where('promotion_id', '=', key.promotionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .executeTakeFirst();

/**
 * The claim row, or nothing when one exists for that member, promotion and period: the unique key
 * makes a concurrent twin wait for the first transaction and then find its row.
 */
export const insertClaimIfNew = (
  db: Executor,
  row: { promotionId: number; memberId: bigint; periodKey: string; amount: bigint; depositId?: bigint | null; draw?: object | null },
) =>
  db
    .insertInto('promotion_claims')
    .values({
      promotion_id: row.promotionId,
      member_id: row.memberId,
      period_key: row.periodKey,
      status: 'processing',
      amount: row.amount,
      deposit_id: row.depositId ?? null,
      draw: row.draw ? JSON.stringify(row.draw) : null,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Adds to the budget used unless that passes the total; the row lock it takes queues other payers of the promotion. */
export const spendBudget = (db: Executor, promotionId: number, amount: bigint) =>
  db
    .updateTable('promotion_rules')
    .set({ budget_used: sql<bigint>`budget_used + ${amount}`, updated_at: sql<Date>`now()` })
    .where('promotion_id', '=', promotionId)
    .where(sql<boolean>`(budget_total is null or budget_used + ${amount} <= budget_total)`)
    .returning('budget_used')
    .executeTakeFirst();

export const markClaimPaid = (db: Executor, claimId: bigint, status: Extract<PromotionClaimStatus, 'claimed' | 'issued'>, journalId: bigint) =>
  db
    .updateTable('promotion_claims')
    .set({ status, journal_id: journalId, updated_at: sql<Date>`now()` })
    .where('id', '=', claimId)
    .returningAll()
    .executeTakeFirstOrThrow();
