import { randomBytes } from 'node:crypto';
import {
  pickTranslation,
  type LanguageCode,
  type PromotionApplyRequest,
  type PromotionApplyResult,
  type PromotionImageUpload,
  type PromotionPendingClaimList,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { assertMayPlay } from '../../money/protection';
import type { SettingsService } from '../../platform/settings';
import { maxUploadBytes, reencodeImage } from '../content';
import { applicationHash, inCurrentSpan, isRunning, remarkOf } from './apply-rules';
import { findApplication, findApplyPromotion, findClaimAt, insertApplication, memberClaimsOf, pendingClaimRows } from './apply.repository';
import { nextClaimPeriod, type ClaimLimits } from './claim-period';
import { attachClaimImages, countLooseClaimImages, insertClaimImage } from './claim-images.repository';
import { memberFacts } from './promotion-hall.repository';
import { isEligible, parametersOf } from './promotion-rules';

/** Pictures a member may upload in an hour without an application taking them: bounds storage per member. */
export const looseImagesPerHour = 10;

type Deps = { settings: SettingsService; timeZone: string };

const answerOf = (row: NonNullable<Awaited<ReturnType<typeof findApplication>>>): PromotionApplyResult => ({
  claimId: Number(row.id),
  promotionId: row.promotion_id,
  status: row.status,
  periodKey: row.period_key,
  remark: row.remark,
  imageCount: Array.isArray(row.image_urls) ? row.image_urls.length : 0,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * `apply` activities, the member's side: pictures uploaded one at a time (PNG or JPEG that decodes,
 * under 5 MB, stored re-encoded and private), then an application with a remark and up to three of
 * them, which waits for staff as an `applying` claim. The period key comes from the rule's limits,
 * so the unique claim key refuses a second application in the same period, whoever races.
 */
export const createApplyService = (db: Kysely<DB>, { settings, timeZone }: Deps) => {
  const answer = async (claimId: bigint): Promise<PromotionApplyResult> => {
    const row = await findApplication(db, claimId);
    if (!row) throw new AppError('CONFLICT');
    return answerOf(row);
  };

  const uploadImage = async (member: MemberPrincipal, bytes: Buffer): Promise<PromotionImageUpload> => {
    if (bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
    const image = reencodeImage(bytes);
    if ((await countLooseClaimImages(db, member.id, new Date(Date.now() - 3_600_000))) >= looseImagesPerHour) {
      throw new AppError('TOO_MANY_IMAGES', { details: { max: looseImagesPerHour } });
    }
    const token = randomBytes(16).toString('hex');
    await insertClaimImage(db, { token, memberId: member.id, contentType: image.contentType, bytes: image.bytes });
    return { imageId: token, contentType: image.contentType, size: image.bytes.length };
  };

  const apply = async (member: MemberPrincipal, promotionId: number, body: PromotionApplyRequest): Promise<PromotionApplyResult> => {
    const promotion = await findApplyPromotion(db, promotionId);
    const now = new Date();
    if (!promotion || promotion.kind !== 'apply' || !isRunning(promotion, now) || parametersOf(promotion.parameters)?.kind !== 'apply') {
      throw new AppError('PROMOTION_NOT_AVAILABLE', { details: { promotionId } });
    }
    const remark = remarkOf(body.remark);
    const imageIds = body.imageIds ?? [];
    const requestHash = applicationHash({ remark, imageIds });
    const limits: ClaimLimits = { limitPerDay: promotion.limit_per_day, limitPerWeek: promotion.limit_per_week, limitLifetime: promotion.limit_lifetime };
    const past = await memberClaimsOf(db, member.id, promotionId);

    // The same application again in the span it counts for is a replay: answer the first.
    const replayed = past.find((c) => c.request_hash === requestHash && inCurrentSpan(limits, c.period_key, now, timeZone));
    if (replayed) return answer(replayed.id);

    await assertMayPlay(db, member.id, now);
    const facts = await memberFacts(db, member.id);
    const eligible = isEligible(
      promotion,
      { type: facts.type, createdAt: new Date(facts.created_at), vipLevel: facts.vip_level, country: facts.country },
      promotion.start_at,
    );
    if (!eligible) throw new AppError('PROMOTION_NOT_ELIGIBLE', { details: { promotionId } });
    const period = nextClaimPeriod(
      limits,
      past.map((c) => ({ createdAt: new Date(c.created_at) })),
      now,
      timeZone,
    );
    if (!period.ok) throw new AppError('PROMOTION_ALREADY_APPLIED', { details: { promotionId, limit: period.limit } });

    const key = { promotionId, memberId: member.id, periodKey: period.periodKey };
    const created = await db.transaction().execute(async (trx) => {
      const row = await insertApplication(trx, { ...key, remark, imageIds, requestHash });
      if (!row) return null;
      const attached = await attachClaimImages(trx, member.id, row.id, imageIds);
      if (attached !== imageIds.length) throw new AppError('VALIDATION_ERROR', { details: { field: 'imageIds', reason: 'unknown or already used' } });
      return row.id;
    });
    if (created !== null) return answer(created);
    // A twin committed first for this period: the same body is its replay, another is a second application.
    const twin = await findClaimAt(db, key);
    if (twin?.request_hash === requestHash) return answer(twin.id);
    throw new AppError('PROMOTION_ALREADY_APPLIED', { details: { promotionId } });
  };

  /** Applications waiting for staff, claims held for review, and refusals with their reason. */
  const pending = async (member: MemberPrincipal, language: LanguageCode): Promise<PromotionPendingClaimList> => {
    const { defaultLanguage } = await settings.value('merchant');
    const rows = await pendingClaimRows(db, member.id);
    return {
      list: rows.map((r) => ({
        claimId: Number(r.id),
        promotionId: r.promotion_id,
        title: pickTranslation({ title: r.title, content: '' }, r.translations, language, defaultLanguage, r.language).title,
        kind: r.kind,
        status: r.status,
        amount: r.status === 'applying' ? 0 : Number(r.amount),
        reason: r.status === 'rejected' ? r.reason : null,
        createdAt: new Date(r.created_at).toISOString(),
        reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
      })),
    };
  };

  return { uploadImage, apply, pending };
};

export type ApplyService = ReturnType<typeof createApplyService>;
