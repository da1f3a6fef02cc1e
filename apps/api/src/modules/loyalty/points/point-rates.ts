import { pointRateSources, type PointRateSource } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { findPointRateRowsFor, type PointRateRow } from './point-rates.repository';

/** Effective rates per source at one level: the level's own row, else the default, else zero. */
export const effectiveRates = (
  rows: readonly Pick<PointRateRow, 'vip_level' | 'source' | 'points_bp'>[],
  vipLevel: number,
): Record<PointRateSource, number> => {
  const rates = Object.fromEntries(pointRateSources.map((source) => [source, 0])) as Record<PointRateSource, number>;
  for (const row of rows) if (row.vip_level === null) rates[row.source] = Number(row.points_bp);
  for (const row of rows) if (row.vip_level === vipLevel) rates[row.source] = Number(row.points_bp);
  return rates;
};

/**
 * The points rates a VIP level earns at, per source (live, lottery, pvp, rng, sports, deposit): points
 * per 100.00 of valid bets or deposits, in basis points of a point (10,000 = one point per 100.00).
 */
export const pointRatesFor = async (db: Executor, vipLevel: number): Promise<Record<PointRateSource, number>> =>
  effectiveRates(await findPointRateRowsFor(db, vipLevel), vipLevel);
