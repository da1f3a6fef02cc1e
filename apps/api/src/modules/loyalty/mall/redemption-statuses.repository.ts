import type { Executor } from '@gp/db';

/** The current status of a member's redemptions, by id: what the points details show beside a debit. */
export const redemptionStatusesOf = async (db: Executor, memberId: bigint, ids: readonly bigint[]): Promise<Map<bigint, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('points_mall_redemptions')
    .select(['id', 'status'])
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
};
