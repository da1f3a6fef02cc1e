import type { Executor, PromotionClaimStatus } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the staff review of claims: the queue, one claim, the row lock, and the decisions. */

export type ReviewFilter = {
  promotionId?: number | undefined;
  status?: PromotionClaimStatus | undefined;
  memberAccount?: string | undefined;
  /** Inclusive UTC days. */
  from?: string | undefined;
  to?: string | undefined;
};

const reviewQuery = (db: Executor) =>
  db
    .selectFrom('promotion_claims as c')
    .innerJoin('content_promotions as p', 'p.id', 'c.promotion_id')
    .innerJoin('promotion_rules as r', 'r.promotion_id', 'c.promotion_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('staff_users as reviewer', 'reviewer.id', 'c.reviewer_id')
    .leftJoin('staff_users as first', 'first.id', 'c.first_approver_id');

export const reviewColumns = [
  'c.id',
  'c.promotion_id',
  'c.member_id',
  'c.period_key',
  'c.status',
  'c.amount',
  'c.remark',
  'c.review_reason',
  'c.reason',
  'c.reviewer_id',
  'c.first_approver_id',
  'c.first_approved_amount',
  'c.first_approved_at',
  'c.journal_id',
  'c.created_at',
  'c.reviewed_at',
  'p.title',
  'r.kind',
  'r.parameters',
  'm.account as member_account',
  'reviewer.username as reviewer_name',
  'first.username as first_approver_name',
] as const;

const filtered = (db: Executor, filter: ReviewFilter) => {
  let query = reviewQuery(db);
  if (filter.promotionId !== undefined) query = query.where('c.promotion_id', '=', filter.promotionId);
  if (filter.status !== undefined) query = query.where('c.status', '=', filter.status);
  if (filter.memberAccount !== undefined) query = query.where(sql<string>`lower(m.account)`, '=', filter.memberAccount.toLowerCase());
  if (filter.from !== undefined) query = query.where('c.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to !== undefined) query = query.where('c.created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  return query;
};

/** Claims waiting for staff first (oldest first: the queue's order), then the rest, newest first. */
export const listReviewClaims = (db: Executor, filter: ReviewFilter, limit: number, offset: number) =>
  filtered(db, filter)
    .select(reviewColumns)
    .orderBy(sql`case when c.status in ('applying', 'processing') then 0 else 1 end`)
    .orderBy(sql`case when c.status in ('applying', 'processing') then c.id else -c.id end`)
    .limit(limit)
    .offset(offset)
    .execute();

export const countReviewClaims = async (db: Executor, filter: ReviewFilter): Promise<number> =>
  (
    await filtered(db, filter)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findReviewClaim = (db: Executor, claimId: bigint) => reviewQuery(db).select(reviewColumns).where('c.id', '=', claimId).executeTakeFirst();

export type ReviewClaimRow = NonNullable<Awaited<ReturnType<typeof findReviewClaim>>>;

/** The claim's row, locked: two staff deciding at once queue here, and the second sees the first's decision. */
export const lockReviewClaim = (trx: Executor, claimId: bigint) =>
  trx
    .selectFrom('promotion_claims')
    .select(['id', 'promotion_id', 'member_id', 'period_key', 'status', 'amount', 'first_approver_id', 'first_approved_amount'])
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirst();

export const recordFirstApproval = (trx: Executor, claimId: bigint, staffId: number, amount: bigint) =>
  trx
    .updateTable('promotion_claims')
    .set({ first_approver_id: staffId, first_approved_amount: amount, first_approved_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', claimId)
    .execute();

/** The amount staff approved and who decided, written just before the claim is paid in the same transaction. */
export const recordApproval = (trx: Executor, claimId: bigint, staffId: number, amount: bigint) =>
  trx
    .updateTable('promotion_claims')
    .set({ amount, reviewer_id: staffId, reviewed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', claimId)
    .execute();

export const recordRejection = (trx: Executor, claimId: bigint, staffId: number, reason: string) =>
  trx
    .updateTable('promotion_claims')
    .set({ status: 'rejected', reason, reviewer_id: staffId, reviewed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', claimId)
    .execute();
