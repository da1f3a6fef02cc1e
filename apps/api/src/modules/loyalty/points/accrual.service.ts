import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { pointCategoryByGameType } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { createIntervalSweep, type JobRunner } from '../../../lib/interval-sweep';
import { callAccruePoints, failAccrualRun, finishAccrualRun, insertAccrualRun, type AccrualTotals } from './accrual.repository';

export type PointsAccrualDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  /** How often the scheduler runs the accrual (config LOYALTY_ACCRUAL_TICK_SECONDS). */
  tickSeconds: number;
  /** How far back each run rescans hourly aggregates and deposits (config LOYALTY_ACCRUAL_LOOKBACK_HOURS). */
  lookbackHours: number;
  holder?: string;
  wallClock?: () => Date;
};

export type AccrualOutcome = { runId: bigint; totals: AccrualTotals };

/**
 * The points accrual (docs/loyalty.md, "Earning points"): one set-based pass over the lookback window
 * in one transaction. Two instances at once are safe: the function takes a transaction-scoped
 * advisory lock, so the second waits and then finds nothing left to post.
 */
export const createPointsAccrualService = (db: Kysely<DB>, deps: PointsAccrualDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const run = async (trigger: 'schedule' | 'staff', staffId: bigint | null = null, now: Date = wallClock()): Promise<AccrualOutcome> => {
    const since = new Date(now.getTime() - deps.lookbackHours * 3_600_000);
    const runId = await insertAccrualRun(db, { trigger, since, runner: holder, staffId });
    try {
      const totals = await db.transaction().execute((trx) => callAccruePoints(trx, runId, since, pointCategoryByGameType));
      await finishAccrualRun(db, runId, totals);
      return { runId, totals };
    } catch (error) {
      await failAccrualRun(db, runId, error instanceof AppError ? error.code : error instanceof Error ? error.message : 'failed');
      throw error;
    }
  };

  const timer = createIntervalSweep(() => run('schedule'), { name: 'points-accrual', intervalMs: deps.tickSeconds * 1000, runAtStart: true, jobs: deps.jobs });

  return { run, start: timer.start, stop: timer.stop, isStarted: timer.isStarted };
};

export type PointsAccrualService = ReturnType<typeof createPointsAccrualService>;
