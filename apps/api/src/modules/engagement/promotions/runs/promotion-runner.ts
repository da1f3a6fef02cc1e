import type { DB, PromotionRunKind } from '@gp/db';
import type { Kysely } from 'kysely';
import { endedPeriodsBetween, periodAt, previousPeriod, type Period, type PeriodKind } from '../../../../lib/business-periods/periods';
import type { RunContext, RunExecutor } from './run-executor';
import { acquireLease, insertRun, lastRunEnd, reclaimRun, retryableRuns, runnableRules, type RunClaim } from './runs.repository';

/** The period each run kind pays for. */
export const runPeriodKind: Record<PromotionRunKind, PeriodKind> = { cashback_daily: 'daily', cashback_weekly: 'weekly', rebate: 'daily' };

/** The one lease every instance competes for: one instance ticks the runs at a time. */
export const runnerLease = 'promotion-runs';
/** Catch-up after downtime reaches back at most this far. */
const catchUpDays = 62;
/** Periods a promotion catches up per tick at most; the rest follow on the next ticks. */
const periodsPerTick = 100;
/** A run with no progress this long was abandoned by an instance that stopped: another takes it over. */
export const staleRunMs = 10 * 60_000;

export type RunnerOptions = { zone: string; holder: string; leaseMs: number; wallClock: () => Date };

export type TickOutcome = { runs: bigint[]; failed: bigint[] };

const runKinds = new Set<string>(['cashback_daily', 'cashback_weekly', 'rebate']);
const isRunKind = (kind: string): kind is PromotionRunKind => runKinds.has(kind);

export const createPromotionRunner = (db: Kysely<DB>, executor: RunExecutor, options: RunnerOptions) => {
  const latest = (now: Date, start: Date | null, created: Date): Date => {
    const cap = new Date(now.getTime() - catchUpDays * 86_400_000);
    const from = start ?? created;
    return from.getTime() < cap.getTime() ? cap : from;
  };

  /** One run of a period (null when another instance recorded it first), executed to the end it can reach. */
  const runOne = async (claim: RunClaim, ctx: RunContext, now: Date, outcome: TickOutcome): Promise<void> => {
    const runId = await insertRun(db, claim);
    if (runId === null) return;
    outcome.runs.push(runId);
    try {
      await executor.execute(runId, ctx, now);
    } catch {
      // Marked failed by the executor; the next tick retries it.
      outcome.failed.push(runId);
    }
  };

  /**
   * Every ended period of every enabled cashback and rebate promotion since its last run (or its
   * start), at most 62 days back; then runs that failed or were abandoned. Without the lease (tick
   * takes it): two instances at once still record each period once.
   */
  const runDue = async (ctx: RunContext, now: Date): Promise<TickOutcome> => {
    const outcome: TickOutcome = { runs: [], failed: [] };
    for (const rule of await runnableRules(db)) {
      if (!isRunKind(rule.kind)) continue;
      const kind = runPeriodKind[rule.kind];
      const newest = previousPeriod(periodAt(kind, now, options.zone), options.zone);
      const from = (await lastRunEnd(db, rule.promotionId)) ?? latest(now, rule.startAt, rule.ruleCreatedAt);
      const periods: Period[] = endedPeriodsBetween(kind, from, now, options.zone, periodsPerTick).filter(
        (p) => rule.endAt === null || p.start.getTime() < rule.endAt.getTime(),
      );
      for (const period of periods) {
        const trigger = period.key === newest.key ? 'schedule' : 'catch_up';
        await runOne({ promotionId: rule.promotionId, kind: rule.kind, period, trigger, staffId: null, runner: options.holder }, ctx, now, outcome);
      }
    }
    const wall = options.wallClock();
    const staleBefore = new Date(wall.getTime() - staleRunMs);
    const since = new Date(now.getTime() - catchUpDays * 86_400_000);
    for (const { id } of await retryableRuns(db, staleBefore, since)) {
      // A run that failed in this tick waits for the next one.
      if (outcome.runs.includes(id)) continue;
      if ((await reclaimRun(db, id, options.holder, staleBefore)) === null) continue;
      outcome.runs.push(id);
      try {
        await executor.execute(id, ctx, now);
      } catch {
        outcome.failed.push(id);
      }
    }
    return outcome;
  };

  /** runDue under the lease (expiring after two ticks), so one instance runs it at a time. */
  const runLeased = async (ctx: RunContext, now: Date): Promise<TickOutcome | null> => {
    const wall = options.wallClock();
    if (!(await acquireLease(db, runnerLease, options.holder, wall, new Date(wall.getTime() + options.leaseMs)))) return null;
    return runDue(ctx, now);
  };

  return { runDue, runLeased };
};
