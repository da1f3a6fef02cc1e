import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { ensurePromotionRule, type SeedRule } from '../modules/engagement/promotions';

/** The demo promotion (content-text/en.json, every language) members apply to: staff read and decide. */
export const referFriendTitle = 'Refer a friend';

/**
 * An `apply` rule: the member names the friend and adds up to three pictures; staff approve at most
 * 1,000.00, with bets of once the bonus before a withdrawal (minor units, basis points).
 */
export const referFriendRule: Omit<SeedRule, 'promotionId'> = {
  parameters: { kind: 'apply', maxAmount: 100_000 },
  turnoverMultipleBp: 10_000,
};

/** One application a week: the claim key's week slot refuses a second, whatever races. */
export const referFriendLimitPerWeek = 1;

/**
 * Gives the demo's "Refer a friend" promotion its apply rule, unless it has one (a rule staff changed
 * is kept) or staff renamed or deleted the promotion.
 */
export const seedApplyPromotionRule = async (db: Kysely<DB>): Promise<void> => {
  const promotion = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', referFriendTitle)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!promotion) return;
  const inserted = await ensurePromotionRule(db, { ...referFriendRule, promotionId: promotion.id });
  if (inserted) await db.updateTable('promotion_rules').set({ limit_per_week: referFriendLimitPerWeek }).where('promotion_id', '=', promotion.id).execute();
};
