import { pointRateSources, type BoPointRates, type BoPointRatesUpdate, type PointRate } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { StaffCaller } from '../../identity/staff';
import type { AuditService } from '../../platform/audit';
import { findLastAccrualRun } from './accrual.repository';
import type { PointsAccrualService } from './accrual.service';
import { listPointRateRows, replacePointRateRows, type PointRateRow } from './point-rates.repository';

export const toPointRate = (row: Pick<PointRateRow, 'vip_level' | 'source' | 'points_bp'>): PointRate => ({
  vipLevel: row.vip_level,
  source: row.source,
  pointsBp: Number(row.points_bp),
});

/** Rates as screens list them: the defaults first, then by level; sources in the spec's order. */
export const toPointRates = (rows: readonly Pick<PointRateRow, 'vip_level' | 'source' | 'points_bp'>[]): PointRate[] =>
  rows.map(toPointRate).sort((a, b) => (a.vipLevel ?? -1) - (b.vipLevel ?? -1) || pointRateSources.indexOf(a.source) - pointRateSources.indexOf(b.source));

/** Back office: the points rates (replaced as a whole, audited) and the accrual run. */
export const createPointRatesService = (db: Kysely<DB>, deps: { audit: AuditService; accrual: PointsAccrualService }) => {
  const view = async (): Promise<BoPointRates> => {
    const [rows, last] = await Promise.all([listPointRateRows(db), findLastAccrualRun(db)]);
    const newest = rows.reduce<(typeof rows)[number] | null>((a, b) => (a === null || b.updated_at > a.updated_at ? b : a), null);
    return {
      rates: toPointRates(rows),
      updatedAt: newest ? newest.updated_at.toISOString() : null,
      updatedBy: newest?.updated_by ?? null,
      lastRun: last
        ? {
            id: Number(last.id),
            status: last.status,
            startedAt: last.started_at.toISOString(),
            finishedAt: last.finished_at ? last.finished_at.toISOString() : null,
            members: last.members,
            entries: last.entries,
            pointsIn: Number(last.points_in),
            pointsOut: Number(last.points_out),
            error: last.error,
          }
        : null,
    };
  };

  /** The rates change for buckets seen from now on; a bucket keeps the rate it was first accrued at. */
  const update = async (input: BoPointRatesUpdate, caller: StaffCaller): Promise<BoPointRates> => {
    const before = toPointRates(await listPointRateRows(db));
    await db.transaction().execute(async (trx) => {
      await replacePointRateRows(
        trx,
        input.rates.map((rate) => ({ vip_level: rate.vipLevel, source: rate.source, points_bp: BigInt(rate.pointsBp) })),
        caller.actor.name ?? caller.actor.id ?? 'staff',
      );
      await deps.audit.append(trx, caller.actor, 'loyalty.point_rates.update', 'loyalty_point_rates', { before, after: input.rates });
    });
    return view();
  };

  const runNow = async (caller: StaffCaller) => {
    const { runId, totals } = await deps.accrual.run('staff', caller.staffId);
    await deps.audit.append(db, caller.actor, 'loyalty.point_accrual.run', `loyalty_point_accrual_run:${runId}`, {
      members: totals.members,
      entries: totals.entries,
    });
    return { ran: true, members: totals.members, entries: totals.entries, pointsIn: Number(totals.points_in), pointsOut: Number(totals.points_out) };
  };

  return { view, update, runNow };
};

export type PointRatesService = ReturnType<typeof createPointRatesService>;
