import type {
  BoPromotionClaim,
  BoPromotionClaimApprove,
  BoPromotionClaimBulk,
  BoPromotionClaimListQuery,
  BoPromotionClaimPage,
  ErrorCode,
  MerchantSettings,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError, isAppError } from '../../../lib/app-error';
import { memberKind, resolveMember } from '../../identity/accounts';
import type { StaffPrincipal } from '../../identity/staff';
import { assertMayPlay } from '../../money/protection';
import type { Actor, AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { decideApproval } from './apply-rules';
import { claimImageBytes, claimImageMeta } from './claim-images.repository';
import {
  countReviewClaims,
  findReviewClaim,
  listReviewClaims,
  lockReviewClaim,
  recordApproval,
  recordFirstApproval,
  recordRejection,
  type ReviewClaimRow,
} from './claims-review.repository';
import { openBonusAccounts, payClaimIn } from './issue-bonus';
import { parametersOf } from './promotion-rules';

type ImageMeta = Awaited<ReturnType<typeof claimImageMeta>>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const maxAmountOf = (row: Pick<ReviewClaimRow, 'parameters'>): bigint | null => {
  const parameters = parametersOf(row.parameters);
  return parameters?.kind === 'apply' ? BigInt(parameters.maxAmount) : null;
};

const toClaim = (row: ReviewClaimRow, images: readonly ImageMeta[]): BoPromotionClaim => ({
  id: Number(row.id),
  promotionId: row.promotion_id,
  promotionTitle: row.title,
  kind: row.kind,
  maxAmount: row.kind === 'apply' ? Number(maxAmountOf(row) ?? 0n) : null,
  memberId: Number(row.member_id),
  memberAccount: row.member_account,
  periodKey: row.period_key,
  status: row.status,
  amount: Number(row.amount),
  remark: row.remark,
  images: images.map((image, i) => ({ index: i + 1, contentType: image.content_type, size: image.size })),
  reviewReason: row.review_reason,
  reason: row.reason,
  reviewer: row.reviewer_id === null ? null : { id: row.reviewer_id, name: row.reviewer_name ?? '' },
  firstApproval:
    row.first_approver_id === null || row.first_approved_amount === null || row.first_approved_at === null
      ? null
      : {
          staff: { id: row.first_approver_id, name: row.first_approver_name ?? '' },
          amount: Number(row.first_approved_amount),
          at: iso(row.first_approved_at) ?? '',
        },
  journalId: row.journal_id === null ? null : Number(row.journal_id),
  createdAt: iso(row.created_at) ?? '',
  reviewedAt: iso(row.reviewed_at),
});

export type BulkOutcome = {
  id: number;
  ok: boolean;
  status: BoPromotionClaim['status'] | null;
  awaitingSecondApproval: boolean;
  code: ErrorCode | null;
  details: Record<string, unknown> | null;
};

type Deps = { audit: AuditService; settings: SettingsService };

/**
 * The staff review of promotion claims: applications (`applying`) and claims an abuse guard held
 * (`processing`). An approval pays through payClaimIn, the path every bonus takes (one journal, the
 * budget, the wagering requirement, final status `issued`), under the claim's row lock, so two staff
 * approving at once pay once. Above `promotions.reviewSecondApprovalAbove` a first approval only
 * records who approved what; a second, different staff member pays. Every decision is audited in the
 * transaction that makes it.
 */
export const createClaimsReviewService = (db: Kysely<DB>, { audit, settings }: Deps) => {
  const load = async (id: bigint): Promise<BoPromotionClaim> => {
    const row = await findReviewClaim(db, id);
    if (!row) throw new AppError('NOT_FOUND', { details: { claimId: Number(id) } });
    return toClaim(row, await claimImageMeta(db, [row.id]));
  };

  const list = async (query: BoPromotionClaimListQuery): Promise<BoPromotionClaimPage> => {
    const filter = { promotionId: query.promotionId, status: query.status, memberAccount: query.memberAccount, from: query.from, to: query.to };
    const rows = await listReviewClaims(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    const total = await countReviewClaims(db, filter);
    const images = await claimImageMeta(
      db,
      rows.map((r) => r.id),
    );
    const { reviewSecondApprovalAbove } = await settings.value('promotions');
    return {
      list: rows.map((r) =>
        toClaim(
          r,
          images.filter((i) => i.claim_id === r.id),
        ),
      ),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
      secondApprovalAbove: reviewSecondApprovalAbove,
    };
  };

  const image = async (id: bigint, index: number) => {
    const found = await claimImageBytes(db, id, index);
    if (!found) throw new AppError('NOT_FOUND', { details: { claimId: Number(id), index } });
    return { contentType: found.content_type, bytes: Buffer.from(found.bytes) };
  };

  const holderOf = async (memberId: bigint, merchant: MerchantSettings) => {
    const member = await resolveMember(db, { memberId: Number(memberId) });
    return { id: member.id, isAgent: memberKind(member.type, merchant) === 'agent' };
  };

  /** `forApplicationsOnly`: the amount is what applications get; a held claim pays its own (bulk approvals). */
  const approve = async (
    id: bigint,
    input: BoPromotionClaimApprove,
    staff: StaffPrincipal,
    actor: Actor,
    forApplicationsOnly = false,
  ): Promise<BoPromotionClaim> => {
    const row = await findReviewClaim(db, id);
    if (!row) throw new AppError('NOT_FOUND', { details: { claimId: Number(id) } });
    const merchant = await settings.value('merchant');
    const { reviewSecondApprovalAbove } = await settings.value('promotions');
    const maxAmount = maxAmountOf(row);
    // Checked and opened before the transaction: PGlite has one connection (docs/money.md, Accounts).
    const holder = await holderOf(row.member_id, merchant);
    if (row.status === 'applying' || row.status === 'processing') await assertMayPlay(db, row.member_id);
    const accounts = await openBonusAccounts(db, holder, merchant.currency);
    await db.transaction().execute(async (trx) => {
      const locked = await lockReviewClaim(trx, id);
      if (!locked) throw new AppError('NOT_FOUND', { details: { claimId: Number(id) } });
      const decision = decideApproval(
        {
          status: locked.status,
          storedAmount: locked.amount,
          firstApproval:
            locked.first_approver_id === null || locked.first_approved_amount === null
              ? null
              : { staffId: locked.first_approver_id, amount: locked.first_approved_amount },
        },
        {
          staffId: staff.id,
          amount: input.amount === undefined || (forApplicationsOnly && locked.status !== 'applying') ? null : BigInt(input.amount),
          maxAmount,
          secondAbove: BigInt(reviewSecondApprovalAbove),
        },
      );
      if (decision.action === 'refuse') throw new AppError(decision.code, { details: { claimId: Number(id), ...decision.details } });
      if (decision.action === 'answer') return;
      const details = { claimId: Number(id), promotionId: locked.promotion_id, amount: Number(decision.amount), status: locked.status };
      if (decision.action === 'record_first') {
        await recordFirstApproval(trx, id, staff.id, decision.amount);
        await audit.append(trx, actor, 'promotion_claim.approve_first', `member:${locked.member_id}`, details);
        return;
      }
      await recordApproval(trx, id, staff.id, decision.amount);
      const paid = await payClaimIn(
        trx,
        { id, promotionId: locked.promotion_id, memberId: locked.member_id, periodKey: locked.period_key, amount: decision.amount },
        'issued',
        accounts,
      );
      await audit.append(trx, actor, 'promotion_claim.approve', `member:${locked.member_id}`, {
        ...details,
        journalId: paid.journal_id === null ? null : Number(paid.journal_id),
        firstApproverId: locked.first_approver_id,
      });
    });
    return load(id);
  };

  const reject = async (id: bigint, reason: string, staff: StaffPrincipal, actor: Actor): Promise<BoPromotionClaim> => {
    await db.transaction().execute(async (trx) => {
      const locked = await lockReviewClaim(trx, id);
      if (!locked) throw new AppError('NOT_FOUND', { details: { claimId: Number(id) } });
      // Already refused: the same decision again changes nothing.
      if (locked.status === 'rejected') return;
      if (locked.status !== 'applying' && locked.status !== 'processing') throw new AppError('INVALID_STATE', { details: { status: locked.status } });
      await recordRejection(trx, id, staff.id, reason);
      await audit.append(trx, actor, 'promotion_claim.reject', `member:${locked.member_id}`, {
        claimId: Number(id),
        promotionId: locked.promotion_id,
        status: locked.status,
        reason,
      });
    });
    return load(id);
  };

  /** Each claim in its own transaction, in the order given; one refused does not stop the others. */
  const bulk = async (input: BoPromotionClaimBulk, staff: StaffPrincipal, actor: Actor): Promise<BulkOutcome[]> => {
    const outcomes: BulkOutcome[] = [];
    for (const id of input.ids) {
      try {
        const claim =
          input.action === 'approve'
            ? await approve(BigInt(id), { amount: input.amount }, staff, actor, true)
            : await reject(BigInt(id), input.reason ?? '', staff, actor);
        outcomes.push({ id, ok: true, status: claim.status, awaitingSecondApproval: isAwaiting(claim), code: null, details: null });
      } catch (error) {
        if (!isAppError(error) || error.status >= 500) throw error;
        const current = await findReviewClaim(db, BigInt(id));
        outcomes.push({ id, ok: false, status: current?.status ?? null, awaitingSecondApproval: false, code: error.code, details: error.details ?? null });
      }
    }
    return outcomes;
  };

  return { list, get: load, image, approve, reject, bulk };
};

/** Approved once above the threshold and not paid yet. */
export const isAwaiting = (claim: BoPromotionClaim): boolean => claim.firstApproval !== null && (claim.status === 'applying' || claim.status === 'processing');

export type ClaimsReviewService = ReturnType<typeof createClaimsReviewService>;
