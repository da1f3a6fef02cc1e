import { promotionParametersSchema, type PromotionParameters } from '@gp/contracts';
import type { Executor } from '@gp/db';

export type SeedRule = { promotionId: number; parameters: PromotionParameters; turnoverMultipleBp: number; budgetTotal?: bigint | null };

/**
 * Gives a promotion its rule unless it has one: a rule staff changed, or a budget already spent,
 * is never overwritten, so running the seed again changes nothing. The parameters are checked by
 * the same schema the engine reads them with, so a seed never stores a shape that would not pay.
 */
export const ensurePromotionRule = async (db: Executor, rule: SeedRule): Promise<boolean> => {
  const parameters = promotionParametersSchema.parse(rule.parameters);
  const inserted = await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: rule.promotionId,
      kind: parameters.kind,
      parameters: JSON.stringify(parameters),
      budget_total: rule.budgetTotal ?? null,
      turnover_multiple_bp: rule.turnoverMultipleBp,
    })
    .onConflict((oc) => oc.column('promotion_id').doNothing())
    .returning('promotion_id')
    .executeTakeFirst();
  return inserted !== undefined;
};
