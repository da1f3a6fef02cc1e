import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BoVipRunStatus } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { createTickSweep, type JobRunner } from '../../../lib/interval-sweep';
import type { StaffCaller } from '../../identity/staff';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createVipRunner, type VipRunContext, type VipRunOutcome } from './vip-runner';
import { acquireLease, countDues, findSettings, recentCloses, recentRuns, releaseLease } from './vip.repository';

export const vipLease = 'vip-runs';

export type VipRunsDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  settings: SettingsService;
  audit: AuditService;
  businessTimeZone: string;
  tickSeconds: number;
  holder?: string;
  wallClock?: () => Date;
  onError?: (error: unknown) => void;
};

/**
 * The VIP scheduler: every tick, the instance holding the lease `vip-runs` (two ticks long) runs
 * upgrades, period closes and bonus payments. Every step is idempotent, so a run without the lease
 * (tests, or a lease that expired mid-run) changes nothing twice.
 */
export const createVipRunsService = (db: Kysely<DB>, deps: VipRunsDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runner = createVipRunner(db, { zone: deps.businessTimeZone, holder });

  /** Settings are read before any transaction (inside one, PGlite deadlocks). */
  const context = async (): Promise<VipRunContext> => {
    const merchant = await deps.settings.value('merchant');
    const s = await findSettings(db);
    return {
      currency: merchant.currency,
      trialTypeCode: merchant.trialTypeCode,
      agentTypeCodes: merchant.agentTypeCodes,
      promotionId: s.promotion_id,
      windowDays: s.window_days,
      keepPeriod: s.keep_period,
      maxDropLevels: s.max_drop_levels,
      startedAt: s.started_at,
    };
  };

  /** One run, without the lease. */
  const runNow = async (now: Date = wallClock()): Promise<VipRunOutcome> => runner.run(await context(), now);

  /** One run under the lease: null when another instance holds it. */
  const tick = async (now: Date = wallClock()): Promise<VipRunOutcome | null> => {
    const wall = wallClock();
    if (!(await acquireLease(db, vipLease, holder, wall, new Date(wall.getTime() + 2 * deps.tickSeconds * 1000)))) return null;
    return runNow(now);
  };

  const timer = createTickSweep('vip-runs', tick, deps);
  const start = (errors?: (error: unknown) => void) => timer.start(errors);
  const stop = async () => {
    if (await timer.stop()) await releaseLease(db, vipLease, holder);
  };

  const status = async (): Promise<BoVipRunStatus> => {
    const [runs, dues, closes] = await Promise.all([recentRuns(db, 20), countDues(db), recentCloses(db, 10)]);
    return {
      schedulerOn: timer.isStarted(),
      runs: runs.map((r) => ({
        id: Number(r.id),
        runner: r.runner,
        startedAt: r.started_at.toISOString(),
        finishedAt: r.finished_at?.toISOString() ?? null,
        upgraded: r.upgraded,
        downgraded: r.downgraded,
        bonusesPaid: r.bonuses_paid,
        bonusesRefused: r.bonuses_refused,
        error: r.error,
      })),
      owed: dues.owed,
      refused: dues.refused,
      closedPeriods: closes.map((c) => ({
        periodKey: c.period_key,
        kind: c.kind,
        bonuses: c.bonuses,
        downgraded: c.downgraded,
        closedAt: c.closed_at.toISOString(),
      })),
    };
  };

  /** A run now, asked by staff: the same idempotent steps, audited with what it did. */
  const runByStaff = async (caller: StaffCaller): Promise<BoVipRunStatus> => {
    const outcome = await runNow();
    await deps.audit.append(db, caller.actor, 'vip.run', 'vip_runs', { ...outcome });
    return status();
  };

  return { tick, runNow, runByStaff, start, stop, status, isStarted: timer.isStarted, holder };
};

export type VipRunsService = ReturnType<typeof createVipRunsService>;
