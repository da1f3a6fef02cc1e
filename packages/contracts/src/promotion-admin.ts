import { z } from 'zod';
import { minorTotal } from './money';
import { promotionEligibility, promotionKind, promotionParametersSchema, wageringStatus } from './promotions';

/**
 * The back office's side of promotions: editing a promotion's rule, a member's bonuses with their
 * wagering (waive, forfeit), and the cost report. Amounts are minor units, rates basis points.
 */

const minorUnits = z.number().int().min(0).max(1_000_000_000_000);

// Rules.

/** A promotion's rule as staff read it: null when the promotion has none yet. */
export const boPromotionRule = z.object({
  promotionId: z.number().int(),
  kind: promotionKind,
  parameters: promotionParametersSchema,
  eligibility: promotionEligibility,
  budgetTotal: minorUnits.nullable(),
  budgetUsed: minorUnits,
  /** budgetTotal - budgetUsed; null without a budget. */
  budgetLeft: minorUnits.nullable(),
  turnoverMultipleBp: z.number().int(),
  /** Claims exist: the kind can no longer change. */
  hasClaims: z.boolean(),
  updatedAt: z.string(),
});
export type BoPromotionRule = z.infer<typeof boPromotionRule>;

/** The rule, and what its editor offers: the configured payment methods (content staff may not read the cashier's list). */
export const boPromotionRuleAnswer = z.object({
  rule: boPromotionRule.nullable(),
  paymentMethods: z.array(z.object({ code: z.string(), name: z.string(), enabled: z.boolean() })),
});
export type BoPromotionRuleAnswer = z.infer<typeof boPromotionRuleAnswer>;

/** The whole rule, written at once (the kind comes from parameters.kind). */
export const boPromotionRuleInput = z.strictObject({
  parameters: promotionParametersSchema,
  eligibility: promotionEligibility,
  budgetTotal: minorUnits.nullable(),
  turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
});
export type BoPromotionRuleInput = z.infer<typeof boPromotionRuleInput>;

// A member's bonuses and their wagering.

export const boMemberBonus = z.object({
  /** The wagering requirement's id; null when the bonus asked for no turnover. */
  requirementId: z.number().int().nullable(),
  journalId: z.number().int(),
  promotionId: z.number().int().nullable(),
  promotionTitle: z.string().nullable(),
  amount: minorUnits,
  currency: z.string(),
  turnoverRequired: minorUnits,
  wageringStatus: wageringStatus.nullable(),
  /** The amount a forfeit took back, once forfeited. */
  forfeitedAmount: minorUnits.nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BoMemberBonus = z.infer<typeof boMemberBonus>;
export const boMemberBonusList = z.object({ memberId: z.number().int(), account: z.string(), list: z.array(boMemberBonus) });
export type BoMemberBonusList = z.infer<typeof boMemberBonusList>;

export const boRequirementIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Waive or forfeit: a reason is always required. */
export const boWageringAction = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type BoWageringAction = z.infer<typeof boWageringAction>;

export const boWageringActionResult = z.object({
  requirementId: z.number().int(),
  status: wageringStatus,
  /** What the forfeit moved back to the house (0 for a waive). */
  reversedAmount: minorUnits,
  journalId: z.number().int().nullable(),
});
export type BoWageringActionResult = z.infer<typeof boWageringActionResult>;

// Cost report.

/** The longest period one cost report covers. */
export const promotionCostMaxDays = 92;

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'a calendar date' });
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days of the business time zone, both ends included; without them the last 7 days up to today. */
export const boPromotionCostQuery = z
  .strictObject({
    from: isoDay.optional(),
    to: isoDay.optional(),
    promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.from) <= dayNumber(v.to), { path: ['to'], message: 'must not be before from' })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.to) - dayNumber(v.from) + 1 <= promotionCostMaxDays, {
    path: ['to'],
    message: `at most ${promotionCostMaxDays} days`,
  });
export type BoPromotionCostQuery = z.infer<typeof boPromotionCostQuery>;

const costFigures = {
  currency: z.string(),
  /** Bonus journals of the promotion, net of forfeits. */
  bonusPaid: minorTotal,
  /** Valid bets of the members who received the bonus, after it. */
  turnover: minorTotal,
  /** House profit from those bets less the bonus paid. */
  netRevenue: minorTotal,
};

export const boPromotionCostRow = z.object({ day: z.string(), promotionId: z.number().int(), promotionTitle: z.string(), ...costFigures });
export type BoPromotionCostRow = z.infer<typeof boPromotionCostRow>;

export const boPromotionCostReport = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  rows: z.array(boPromotionCostRow),
  totals: z.array(z.object(costFigures)),
});
export type BoPromotionCostReport = z.infer<typeof boPromotionCostReport>;
