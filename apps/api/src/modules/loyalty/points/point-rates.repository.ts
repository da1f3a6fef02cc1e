import type { Executor, PointRateSourceColumn } from '@gp/db';

export type PointRateRow = { vip_level: number | null; source: PointRateSourceColumn; points_bp: bigint };

/** Every rate staff set, the defaults (null level) first. */
export const listPointRateRows = (db: Executor) =>
  db
    .selectFrom('loyalty_point_rates')
    .select(['vip_level', 'source', 'points_bp', 'updated_by', 'updated_at'])
    .orderBy((eb) => eb.fn.coalesce('vip_level', eb.lit(-1)))
    .orderBy('source')
    .execute();

/** The rates that apply at one VIP level: the level's own rows and the defaults. */
export const findPointRateRowsFor = (db: Executor, vipLevel: number) =>
  db
    .selectFrom('loyalty_point_rates')
    .select(['vip_level', 'source', 'points_bp'])
    .where((eb) => eb.or([eb('vip_level', '=', vipLevel), eb('vip_level', 'is', null)]))
    .execute();

/** Replaces the whole table (inside the caller's transaction). */
export const replacePointRateRows = async (db: Executor, rows: readonly PointRateRow[], updatedBy: string): Promise<void> => {
  await db.deleteFrom('loyalty_point_rates').execute();
  if (rows.length === 0) return;
  await db
    .insertInto('loyalty_point_rates')
    .values(rows.map((row) => ({ vip_level: row.vip_level, source: row.source, points_bp: row.points_bp, updated_by: updatedBy })))
    .execute();
};
