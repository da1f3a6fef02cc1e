import type { Executor } from '@gp/db';

/** The stored status of some claims, for features that pay through the engine and show the outcome. */
export const claimStatusesOf = async (db: Executor, claimIds: readonly bigint[]) => {
  if (claimIds.length === 0) return new Map<bigint, string>();
  const rows = await db
    .selectFrom('promotion_claims')
    .select(['id', 'status'])
    .where('id', 'in', [...claimIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.status as string]));
};
