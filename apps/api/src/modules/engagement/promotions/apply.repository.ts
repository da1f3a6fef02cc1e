import type { Executor } from '@gp/db';

/** Queries of `apply` activities: the promotion and its rule, the member's claims, the application row. */

/** An `apply` promotion with its rule, whatever its window: the service says why it is not open. */
export const findApplyPromotion = (db: Executor, promotionId: number) =>
  db
    .selectFrom('content_promotions as p')
    .innerJoin('promotion_rules as r', 'r.promotion_id', 'p.id')
    .select([
      'p.id',
      'p.enabled',
      'p.start_at',
      'p.end_at',
      'r.kind',
      'r.parameters',
      'r.member_types',
      'r.vip_levels',
      'r.countries',
      'r.new_members_only',
      'r.limit_per_day',
      'r.limit_per_week',
      'r.limit_lifetime',
    ])
    .where('p.id', '=', promotionId)
    .executeTakeFirst();

/** The member's claims of one promotion, newest first; rejected ones included (they used their slot). */
export const memberClaimsOf = (db: Executor, memberId: bigint, promotionId: number) =>
  db
    .selectFrom('promotion_claims')
    .select(['id', 'period_key', 'status', 'created_at', 'request_hash'])
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .orderBy('id', 'desc')
    .execute();

/** The application row, or nothing when the period's row exists (a racing twin committed first). */
export const insertApplication = (
  db: Executor,
  row: { promotionId: number; memberId: bigint; periodKey: string; remark: string | null; imageIds: readonly string[]; requestHash: string },
) =>
  db
    .insertInto('promotion_claims')
    .values({
      promotion_id: row.promotionId,
      member_id: row.memberId,
      period_key: row.periodKey,
      status: 'applying',
      amount: 0n,
      remark: row.remark,
      image_urls: JSON.stringify(row.imageIds),
      request_hash: row.requestHash,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const findApplication = (db: Executor, claimId: bigint) =>
  db
    .selectFrom('promotion_claims')
    .select(['id', 'promotion_id', 'member_id', 'period_key', 'status', 'remark', 'image_urls', 'request_hash', 'created_at'])
    .where('id', '=', claimId)
    .executeTakeFirst();

export const findClaimAt = (db: Executor, key: { promotionId: number; memberId: bigint; periodKey: string }) =>
  db
    .selectFrom('promotion_claims')
    .select(['id', 'request_hash'])
    .where('promotion_id', '=', key.promotionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .executeTakeFirst();

/** The member's claims that did not pay: waiting for staff, or refused; newest first. */
export const pendingClaimRows = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('promotion_claims as c')
    .innerJoin('content_promotions as p', 'p.id', 'c.promotion_id')
    .innerJoin('promotion_rules as r', 'r.promotion_id', 'c.promotion_id')
    .select([
      'c.id',
      'c.promotion_id',
      'c.status',
      'c.amount',
      'c.reason',
      'c.created_at',
      'c.reviewed_at',
      'r.kind',
      'p.title',
      'p.language',
      'p.translations',
    ])
    .where('c.member_id', '=', memberId)
    .where('c.status', 'in', ['applying', 'processing', 'rejected'])
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
