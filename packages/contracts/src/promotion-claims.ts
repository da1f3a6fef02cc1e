import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { promotionClaimStatus, promotionKind } from './promotions';

/**
 * `apply` activities and the staff review of claims: a member's application (a short remark and up
 * to three uploaded pictures), the review queue, approvals (four eyes above
 * `promotions.reviewSecondApprovalAbove`), rejections and bulk actions. Amounts are minor units.
 */

const minorUnits = z.number().int().min(0).max(1_000_000_000_000);
const positiveMinor = z.number().int().min(1).max(1_000_000_000_000);
/** An uploaded application picture's id (as the upload answered it). */
export const promotionImageId = z.string().regex(/^[a-f0-9]{32}$/, 'an uploaded image id');

export const promotionImageUpload = z.object({ imageId: promotionImageId, contentType: z.enum(['image/png', 'image/jpeg']), size: z.number().int() });
export type PromotionImageUpload = z.infer<typeof promotionImageUpload>;

/** Remarks are at most 140 characters; pictures at most three, each uploaded first. */
export const promotionApplyRemarkMax = 140;
export const promotionApplyImagesMax = 3;

export const promotionApplyRequest = z.strictObject({
  remark: z.string().trim().max(promotionApplyRemarkMax).optional(),
  imageIds: z
    .array(promotionImageId)
    .max(promotionApplyImagesMax)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each image once' })
    .optional(),
});
export type PromotionApplyRequest = z.infer<typeof promotionApplyRequest>;

export const promotionApplyResult = z.object({
  claimId: z.number().int(),
  promotionId: z.number().int(),
  status: promotionClaimStatus,
  periodKey: z.string(),
  remark: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
});
export type PromotionApplyResult = z.infer<typeof promotionApplyResult>;

/** A claim of the member not (yet) paid: an application or a claim held for review, or a refusal with its reason. */
export const promotionPendingClaim = z.object({
  claimId: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  kind: promotionKind,
  status: promotionClaimStatus,
  /** The amount a held claim would pay; 0 for an application staff have not priced. */
  amount: minorUnits,
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const promotionPendingClaimList = z.object({ list: z.array(promotionPendingClaim) });
export type PromotionPendingClaimList = z.infer<typeof promotionPendingClaimList>;

// Back office.

export const reviewableClaimStatuses = ['applying', 'processing'] as const;

const isoDay = z.iso.date();

export const boPromotionClaimListQuery = boPageQuery.extend({
  promotionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: promotionClaimStatus.optional(),
  memberAccount: z.string().trim().min(1).max(64).optional(),
  /** Claims made on or after this day (UTC). */
  from: isoDay.optional(),
  /** Claims made on or before this day (UTC). */
  to: isoDay.optional(),
});
export type BoPromotionClaimListQuery = z.infer<typeof boPromotionClaimListQuery>;

const staffRef = z.object({ id: z.number().int(), name: z.string() });

export const boPromotionClaim = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  kind: promotionKind,
  /** An `apply` rule's most staff may approve; null for other kinds (their amount is fixed). */
  maxAmount: minorUnits.nullable(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  periodKey: z.string(),
  status: promotionClaimStatus,
  amount: minorUnits,
  remark: z.string().nullable(),
  /** Pictures of the application: GET /bo/promotions/claims/{id}/images/{index}. */
  images: z.array(z.object({ index: z.number().int(), contentType: z.string(), size: z.number().int() })),
  /** Why a claim was held for review instead of paying, when it was. */
  reviewReason: z.string().nullable(),
  reason: z.string().nullable(),
  reviewer: staffRef.nullable(),
  /** The first of two approvals above the threshold: who approved what, and when. */
  firstApproval: z.object({ staff: staffRef, amount: minorUnits, at: z.string() }).nullable(),
  journalId: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BoPromotionClaim = z.infer<typeof boPromotionClaim>;

export const boPromotionClaimPage = boPage(boPromotionClaim).extend({
  /** The amount above which an approval needs a second staff member (promotions.reviewSecondApprovalAbove). */
  secondApprovalAbove: minorUnits,
});
export type BoPromotionClaimPage = z.infer<typeof boPromotionClaimPage>;

export const boPromotionClaimIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const boPromotionClaimImageParams = boPromotionClaimIdParams.extend({ index: z.coerce.number().int().min(1).max(promotionApplyImagesMax) });

/** An application (`applying`) needs the amount staff grant; a held claim pays its stored amount. */
export const boPromotionClaimApprove = z.strictObject({ amount: positiveMinor.optional() });
export type BoPromotionClaimApprove = z.infer<typeof boPromotionClaimApprove>;

export const boPromotionClaimReject = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type BoPromotionClaimReject = z.infer<typeof boPromotionClaimReject>;

/** Up to 100 claims, each decided in its own transaction. */
export const boPromotionClaimBulk = z
  .strictObject({
    action: z.enum(['approve', 'reject']),
    ids: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each claim once' }),
    /** For approvals: the amount applications get (held claims pay their own). */
    amount: positiveMinor.optional(),
    /** Required for rejections. */
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((v) => v.action !== 'reject' || v.reason !== undefined, { message: 'a rejection needs a reason', path: ['reason'] });
export type BoPromotionClaimBulk = z.infer<typeof boPromotionClaimBulk>;

export const boPromotionClaimOutcome = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** The claim's status after the action, when it was found. */
  status: promotionClaimStatus.nullable(),
  /** Approved once and waiting for a second staff member. */
  awaitingSecondApproval: z.boolean(),
  /** The error code when the action was refused. */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export const boPromotionClaimBulkResult = z.object({ list: z.array(boPromotionClaimOutcome) });
export type BoPromotionClaimBulkResult = z.infer<typeof boPromotionClaimBulkResult>;
