import type { Executor, PromotionKind } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the back office's rule editor; the rules that use them live in rules-admin.service.ts. */

export type RuleRow = {
  promotion_id: number;
  kind: PromotionKind;
  parameters: Record<string, unknown>;
  member_types: number[];
  vip_levels: number[];
  new_members_only: boolean;
  countries: string[];
  limit_per_day: number | null;
  limit_per_week: number | null;
  limit_lifetime: number | null;
  budget_total: bigint | null;
  budget_used: bigint;
  turnover_multiple_bp: number;
  updated_at: Date;
  has_claims: boolean;
};

const hasClaims = sql<boolean>`exists (select 1 from promotion_claims c where c.promotion_id = promotion_rules.promotion_id)`;

export const findRuleWithClaims = (db: Executor, promotionId: number): Promise<RuleRow | undefined> =>
  db.selectFrom('promotion_rules').selectAll().select(hasClaims.as('has_claims')).where('promotion_id', '=', promotionId).executeTakeFirst();

/** The rule row, locked for the rest of the transaction: an edit and a bonus payment take turns on it. */
export const lockRule = (db: Executor, promotionId: number): Promise<RuleRow | undefined> =>
  db.selectFrom('promotion_rules').selectAll().select(hasClaims.as('has_claims')).where('promotion_id', '=', promotionId).forUpdate().executeTakeFirst();

export const findPromotion = (db: Executor, promotionId: number) =>
  db.selectFrom('content_promotions').select('id').where('id', '=', promotionId).executeTakeFirst();

/** The promotion itself, locked so two first saves of its rule take turns. */
export const lockPromotion = (db: Executor, promotionId: number) =>
  db.selectFrom('content_promotions').select('id').where('id', '=', promotionId).forUpdate().executeTakeFirst();

export type RuleWrite = {
  kind: PromotionKind;
  parameters: string;
  member_types: number[];
  vip_levels: number[];
  new_members_only: boolean;
  countries: string[];
  limit_per_day: number | null;
  limit_per_week: number | null;
  limit_lifetime: number | null;
  budget_total: bigint | null;
  turnover_multiple_bp: number;
};

export const insertRule = (db: Executor, promotionId: number, row: RuleWrite) =>
  db
    .insertInto('promotion_rules')
    .values({ promotion_id: promotionId, ...row })
    .returning('promotion_id')
    .executeTakeFirstOrThrow();

export const updateRule = (db: Executor, promotionId: number, row: RuleWrite) =>
  db
    .updateTable('promotion_rules')
    .set({ ...row, updated_at: sql<Date>`now()` })
    .where('promotion_id', '=', promotionId)
    .returning('promotion_id')
    .executeTakeFirstOrThrow();

/** The configured payment methods by code, for the editor's deposit method choice. */
export const listPaymentMethodCodes = (db: Executor) => db.selectFrom('payment_methods').select(['code', 'name', 'enabled']).orderBy('code').execute();
