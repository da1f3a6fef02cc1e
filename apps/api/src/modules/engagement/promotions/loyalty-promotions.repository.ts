import type { Executor } from '@gp/db';

/** The promotions of kind `loyalty` (the ones loyalty features pay through), with their titles. */
export const listLoyaltyPromotions = (db: Executor) =>
  db
    .selectFrom('promotion_rules as r')
    .innerJoin('content_promotions as p', 'p.id', 'r.promotion_id')
    .select(['p.id as promotionId', 'p.title'])
    .where('r.kind', '=', 'loyalty')
    .orderBy('p.id')
    .execute();
