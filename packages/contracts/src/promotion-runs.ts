import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { minorTotal } from './money';

/**
 * Back office, promotions > runs: the cashback and rebate runs (one per promotion and ended
 * period, staff re-runs add more), a run's members, and the hold, release and re-run actions.
 * Amounts are minor units; rates basis points.
 */

export const promotionRunKind = z.enum(['cashback_daily', 'cashback_weekly', 'rebate']);
export const promotionRunStatus = z.enum(['computing', 'held', 'paying', 'done', 'failed']);
export type PromotionRunStatus = z.infer<typeof promotionRunStatus>;
export const promotionRunTrigger = z.enum(['schedule', 'catch_up', 'staff']);
export const promotionRunMemberStatus = z.enum(['owed', 'held', 'paid', 'already_paid', 'budget_short']);
export type PromotionRunMemberStatus = z.infer<typeof promotionRunMemberStatus>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const boPromotionRunQuery = boPageQuery.extend({
  promotionId: id.optional(),
  status: promotionRunStatus.optional(),
});
export type BoPromotionRunQuery = z.infer<typeof boPromotionRunQuery>;

export const boPromotionRun = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string().nullable(),
  kind: promotionRunKind,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: promotionRunStatus,
  trigger: promotionRunTrigger,
  /** Members the run computed an amount for, and the sum of those amounts. */
  members: z.number().int(),
  total: minorTotal,
  paidCount: z.number().int(),
  paidAmount: minorTotal,
  budgetShortCount: z.number().int(),
  budgetShortAmount: minorTotal,
  error: z.string().nullable(),
  staffId: z.number().int().nullable(),
  runner: z.string(),
  startedAt: z.string(),
  computedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BoPromotionRun = z.infer<typeof boPromotionRun>;
export const boPromotionRunPage = boPage(boPromotionRun);
export type BoPromotionRunPage = z.infer<typeof boPromotionRunPage>;

export const boPromotionRunIdParams = z.strictObject({ id });

export const boPromotionRunMemberQuery = boPageQuery.extend({
  status: promotionRunMemberStatus.optional(),
  account: z.string().trim().min(1).max(64).optional(),
});
export type BoPromotionRunMemberQuery = z.infer<typeof boPromotionRunMemberQuery>;

export const boPromotionRunMember = z.object({
  memberId: z.number().int(),
  account: z.string(),
  /** Net loss (cashback) or valid bets (rebate) of the categories that count. */
  baseAmount: z.number().int(),
  /** Null when the member's categories had different rates (see lines). */
  rateBp: z.number().int().nullable(),
  amount: z.number().int(),
  lines: z.array(z.object({ category: z.string(), base: z.number().int(), rateBp: z.number().int() })),
  status: promotionRunMemberStatus,
  journalId: z.number().int().nullable(),
  paidAt: z.string().nullable(),
});
export type BoPromotionRunMember = z.infer<typeof boPromotionRunMember>;
export const boPromotionRunMemberPage = boPage(boPromotionRunMember);
export type BoPromotionRunMemberPage = z.infer<typeof boPromotionRunMemberPage>;

/** A staff re-run: the promotion and an ended period key (`2026-11-30`, or `2026-W49` for weekly cashback). */
export const boPromotionRunCreate = z.strictObject({
  promotionId: id,
  periodKey: z
    .string()
    .trim()
    .regex(/^\d{4}-(\d{2}-\d{2}|W\d{2})$/),
});
export type BoPromotionRunCreate = z.infer<typeof boPromotionRunCreate>;
