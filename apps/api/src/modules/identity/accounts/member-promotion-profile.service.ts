import type { BoMemberPromotionProfile, BoMemberPromotionProfileUpdate } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { Actor, AuditService } from '../../platform/audit';
import { findPromotionProfile, setPromotionProfile } from './member-promotion-profile.repository';

const answerOf = (row: { id: bigint; vip_level: number; country: string | null }): BoMemberPromotionProfile => ({
  memberId: Number(row.id),
  vipLevel: row.vip_level,
  country: row.country,
});

/** Staff read and set a member's VIP level and country (what promotion rules admit by); every change is audited. */
export const createMemberPromotionProfileService = (db: Kysely<DB>, audit: AuditService) => {
  const get = async (memberId: bigint): Promise<BoMemberPromotionProfile> => {
    const row = await findPromotionProfile(db, memberId);
    if (!row) throw new AppError('NOT_FOUND', { details: { memberId: String(memberId) } });
    return answerOf(row);
  };

  const update = (memberId: bigint, next: BoMemberPromotionProfileUpdate, actor: Actor): Promise<BoMemberPromotionProfile> =>
    db.transaction().execute(async (trx) => {
      const before = await findPromotionProfile(trx, memberId, true);
      if (!before) throw new AppError('NOT_FOUND', { details: { memberId: String(memberId) } });
      await setPromotionProfile(trx, memberId, next);
      await audit.append(trx, actor, 'member.promotion_profile.update', `member:${memberId}`, {
        before: { vipLevel: before.vip_level, country: before.country },
        after: { vipLevel: next.vipLevel, country: next.country },
      });
      return answerOf({ id: before.id, vip_level: next.vipLevel, country: next.country });
    });

  return { get, update };
};

export type MemberPromotionProfileService = ReturnType<typeof createMemberPromotionProfileService>;
