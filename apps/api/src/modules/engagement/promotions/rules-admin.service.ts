import type { BoPromotionRule, BoPromotionRuleAnswer, BoPromotionRuleInput } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { Actor, AuditService } from '../../platform/audit';
import {
  findPromotion,
  findRuleWithClaims,
  listPaymentMethodCodes,
  insertRule,
  lockPromotion,
  lockRule,
  updateRule,
  type RuleRow,
  type RuleWrite,
} from './rules-admin.repository';
import { parametersOf } from './promotion-rules';

/** The stored row as staff read it. */
export const ruleOf = (row: RuleRow): BoPromotionRule => {
  const parameters = parametersOf(row.parameters);
  // A row edited by hand into a wrong shape is refused rather than shown as something it is not.
  if (!parameters || parameters.kind !== row.kind)
    throw new AppError('INVALID_STATE', { details: { promotionId: row.promotion_id, reason: 'stored parameters invalid' } });
  return {
    promotionId: row.promotion_id,
    kind: row.kind,
    parameters,
    eligibility: {
      memberTypes: row.member_types,
      vipLevels: row.vip_levels,
      newMembersOnly: row.new_members_only,
      countries: row.countries,
      limitPerDay: row.limit_per_day,
      limitPerWeek: row.limit_per_week,
      limitLifetime: row.limit_lifetime,
    },
    budgetTotal: row.budget_total === null ? null : Number(row.budget_total),
    budgetUsed: Number(row.budget_used),
    budgetLeft: row.budget_total === null ? null : Number(row.budget_total - row.budget_used),
    turnoverMultipleBp: row.turnover_multiple_bp,
    hasClaims: row.has_claims,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
};

const uniqueSorted = <T extends number | string>(list: readonly T[]): T[] => [...new Set(list)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const writeOf = (input: BoPromotionRuleInput): RuleWrite => ({
  kind: input.parameters.kind,
  parameters: JSON.stringify(input.parameters),
  member_types: uniqueSorted(input.eligibility.memberTypes),
  vip_levels: uniqueSorted(input.eligibility.vipLevels),
  new_members_only: input.eligibility.newMembersOnly,
  countries: uniqueSorted(input.eligibility.countries),
  limit_per_day: input.eligibility.limitPerDay,
  limit_per_week: input.eligibility.limitPerWeek,
  limit_lifetime: input.eligibility.limitLifetime,
  budget_total: input.budgetTotal === null ? null : BigInt(input.budgetTotal),
  turnover_multiple_bp: input.turnoverMultipleBp,
});

/**
 * Staff read and write a promotion's one rule. The write is the whole rule at once, in one
 * transaction holding the rule row's lock (the lock bonus payments take), so a budget is never set
 * below what has been paid meanwhile and the kind never changes under claims already made.
 * Switching the promotion on or off stays the promotion's own flag.
 */
export const createPromotionRulesAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const get = async (promotionId: number): Promise<BoPromotionRuleAnswer> => {
    const row = await findRuleWithClaims(db, promotionId);
    if (!row && !(await findPromotion(db, promotionId))) throw new AppError('CONTENT_NOT_FOUND', { details: { id: promotionId } });
    const paymentMethods = await listPaymentMethodCodes(db);
    return { rule: row ? ruleOf(row) : null, paymentMethods };
  };

  const save = async (promotionId: number, input: BoPromotionRuleInput, actor: Actor): Promise<BoPromotionRuleAnswer> => {
    const write = writeOf(input);
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await lockPromotion(trx, promotionId))) throw new AppError('CONTENT_NOT_FOUND', { details: { id: promotionId } });
        const before = await lockRule(trx, promotionId);
        if (before?.has_claims && before.kind !== write.kind) {
          throw new AppError('PROMOTION_RULE_KIND_LOCKED', { details: { promotionId, kind: before.kind } });
        }
        if (before && write.budget_total !== null && write.budget_total < before.budget_used) {
          throw new AppError('PROMOTION_BUDGET_BELOW_USED', { details: { promotionId, budgetUsed: Number(before.budget_used) } });
        }
        if (before) await updateRule(trx, promotionId, write);
        else await insertRule(trx, promotionId, write);
        const after = await lockRule(trx, promotionId);
        await audit.append(trx, actor, before ? 'promotion.rule.update' : 'promotion.rule.create', `promotion:${promotionId}`, {
          before: before ? ruleAudit(before) : null,
          after: after ? ruleAudit(after) : null,
        });
      });
    } catch (error) {
      // Two first saves at once: the promotion lock orders them, so this is only a safety net.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { details: { promotionId } });
      throw error;
    }
    return get(promotionId);
  };

  return { get, save };
};

/** What the audit records of a rule: every stored field, amounts as exact text. */
const ruleAudit = (row: RuleRow) => ({
  kind: row.kind,
  parameters: row.parameters,
  memberTypes: row.member_types,
  vipLevels: row.vip_levels,
  newMembersOnly: row.new_members_only,
  countries: row.countries,
  limitPerDay: row.limit_per_day,
  limitPerWeek: row.limit_per_week,
  limitLifetime: row.limit_lifetime,
  budgetTotal: row.budget_total === null ? null : String(row.budget_total),
  budgetUsed: String(row.budget_used),
  turnoverMultipleBp: row.turnover_multiple_bp,
});

export type PromotionRulesAdminService = ReturnType<typeof createPromotionRulesAdminService>;
