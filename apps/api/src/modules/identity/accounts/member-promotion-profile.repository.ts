import type { Executor } from '@gp/db';

/** A member's VIP level and country; the row is locked when `forUpdate` so a change and its audit entry agree. */
export const findPromotionProfile = (db: Executor, memberId: bigint, forUpdate = false) => {
  const query = db.selectFrom('members').select(['id', 'vip_level', 'country']).where('id', '=', memberId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

export const setPromotionProfile = (db: Executor, memberId: bigint, profile: { vipLevel: number; country: string | null }) =>
  db.updateTable('members').set({ vip_level: profile.vipLevel, country: profile.country }).where('id', '=', memberId).execute();
