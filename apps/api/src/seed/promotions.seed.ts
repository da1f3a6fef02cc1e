import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { ensurePromotionRule, type SeedRule } from '../modules/engagement/promotions';

/** The demo promotion (content-text/en.json) that pays by the first-deposit rule. */
export const firstDepositTitle = 'First deposit bonus';

/**
 * 100 % of the first deposit up to 500.00, from a deposit of 100.00, any payment method, with bets of
 * ten times the bonus before a withdrawal (minor units, basis points). Claiming stays the member's act:
 * a deposit alone pays nothing.
 */
export const firstDepositRule: Omit<SeedRule, 'promotionId'> = {
  parameters: { kind: 'first_deposit', percentBp: 10_000, cap: 50_000, minDeposit: 10_000, paymentMethods: [] },
  turnoverMultipleBp: 100_000,
};

/**
 * Gives the demo's first deposit promotion its rule. A promotion staff renamed or deleted is left
 * alone, and a rule that exists (perhaps edited, its budget spent) is kept.
 */
export const seedPromotionRules = async (db: Kysely<DB>): Promise<void> => {
  const promotion = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', firstDepositTitle)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!promotion) return;
  await ensurePromotionRule(db, { ...firstDepositRule, promotionId: promotion.id });
};
