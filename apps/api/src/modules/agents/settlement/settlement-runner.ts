import type { SettlementRunView } from '@gp/contracts';
import type { AgentSettlementJob, DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { endedPeriodsBetween, periodAt, periodByKey, previousPeriod, type Period, type PeriodKind } from '../../../lib/business-periods/periods';
import { acquireLease, finishRun, insertRun, lastRunEnd, reclaimRun, retryableRuns, type RunClaim } from './runs.repository';
import type { ContractSettler, SettleOptions, SettleResult } from './settle-contract';
import { contractsActiveIn, earliestEffectiveFrom } from './settlements.repository';

/** The period kinds each job settles (dividends: every kind a dividend contract may have). */
const jobPeriodKinds: Record<AgentSettlementJob, readonly PeriodKind[]> = {
  realtime_salary: ['five_minutes'],
  hourly_salary: ['hourly'],
  daily_salary: ['daily'],
  dividend: ['daily', 'weekly', 'semi_monthly', 'monthly'],
};
export const settlementJobs = Object.keys(jobPeriodKinds) as AgentSettlementJob[];

/** Catch-up after downtime reaches back at most this far. */
const catchUpDays = (kind: PeriodKind) => (kind === 'five_minutes' || kind === 'hourly' ? 7 : 62);
/** Periods one job settles per tick at most; the rest follow on the next ticks. */
const periodsPerTick = 500;
/** A run left `running` this long was abandoned by an instance that stopped: another takes it over. */
const staleRunMs = 10 * 60_000;

export type RunnerOptions = { zone: string; holder: string; leaseMs: number; wallClock: () => Date };

export type RunOutcome = SettlementRunView;

export const createSettlementRunner = (db: Kysely<DB>, settler: ContractSettler, options: RunnerOptions) => {
  /** Settles every contract of the job active in the period; one contract's failure fails the run (retried), not the others. */
  const executeRun = async (runId: bigint, claim: RunClaim, mode: 'new' | 'rerun', settle: SettleOptions, at: Date): Promise<RunOutcome> => {
    const contracts = await contractsActiveIn(db, claim.job, claim.period.kind, claim.period.start, claim.period.end);
    const statuses: Record<string, number> = {};
    const errors: string[] = [];
    let paidCount = 0;
    let paidAmount = 0n;
    for (const contract of contracts) {
      try {
        const result: SettleResult | null =
          mode === 'new' ? await settler.settleNew(contract, claim.period, at, settle) : await settler.resettle(contract, claim.period, at, settle);
        if (!result) continue;
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        if (result.paid > 0n) paidCount += 1;
        paidAmount += result.paid;
      } catch (error) {
        errors.push(`contract ${contract.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const error = errors.length > 0 ? errors.join('; ').slice(0, 2000) : null;
    await finishRun(db, runId, { contracts: contracts.length, paidCount, paidAmount, summary: { periodKind: claim.period.kind, statuses }, error });
    return {
      runId: Number(runId),
      job: claim.job,
      periodKind: claim.period.kind,
      periodKey: claim.period.key,
      periodStart: claim.period.start.toISOString(),
      periodEnd: claim.period.end.toISOString(),
      trigger: claim.trigger,
      status: error ? 'failed' : 'done',
      contracts: contracts.length,
      paidCount,
      paidAmount: Number(paidAmount),
      statuses,
      error,
    };
  };

  /** Where a job's catch-up starts: after its last run, or at its first contract, never before the cap. */
  const dueFrom = async (job: AgentSettlementJob, kind: PeriodKind, now: Date): Promise<Date | null> => {
    const cap = new Date(now.getTime() - catchUpDays(kind) * 86_400_000);
    const from = (await lastRunEnd(db, job, kind)) ?? (await earliestEffectiveFrom(db, job, kind));
    if (!from) return null;
    return from.getTime() < cap.getTime() ? cap : from;
  };

  /**
   * Every ended period of the job since its last run (scheduled: the period that just ended;
   * catch-up: older ones), and scheduled runs that failed or were abandoned. Does not take the
   * lease (tick does): two instances calling it at once still settle each period once.
   */
  const runDue = async (job: AgentSettlementJob, now: Date, settle: SettleOptions): Promise<RunOutcome[]> => {
    const outcomes: RunOutcome[] = [];
    const wall = options.wallClock();
    for (const kind of jobPeriodKinds[job]) {
      const latest = previousPeriod(periodAt(kind, now, options.zone), options.zone);
      const from = await dueFrom(job, kind, now);
      const periods = from ? endedPeriodsBetween(kind, from, now, options.zone, periodsPerTick) : [];
      for (const period of periods) {
        const claim: RunClaim = { job, period, trigger: period.key === latest.key ? 'schedule' : 'catch_up', staffId: null, runner: options.holder };
        const runId = await insertRun(db, claim);
        // Another instance recorded this period first: it runs it.
        if (runId === null) continue;
        outcomes.push(await executeRun(runId, claim, 'new', settle, now));
      }
      const staleBefore = new Date(wall.getTime() - staleRunMs);
      const since = new Date(now.getTime() - catchUpDays(kind) * 86_400_000);
      for (const { period_key } of await retryableRuns(db, job, kind, staleBefore, since)) {
        const period = periodByKey(kind, period_key, options.zone);
        if (!period) continue;
        const runId = await reclaimRun(db, job, period_key, options.holder, staleBefore);
        if (runId === null) continue;
        outcomes.push(await executeRun(runId, { job, period, trigger: 'catch_up', staffId: null, runner: options.holder }, 'new', settle, now));
      }
    }
    return outcomes;
  };

  /** runDue under the job's lease (expiring after two ticks), so one instance runs each job. */
  const runLeased = async (job: AgentSettlementJob, now: Date, settle: SettleOptions): Promise<RunOutcome[] | null> => {
    const wall = options.wallClock();
    if (!(await acquireLease(db, job, options.holder, wall, new Date(wall.getTime() + options.leaseMs)))) return null;
    return runDue(job, now, settle);
  };

  /** The period a job's key names (dividend keys tell their kind by their format). */
  const periodOfKey = (job: AgentSettlementJob, key: string): Period | null => {
    for (const kind of jobPeriodKinds[job]) {
      const period = periodByKey(kind, key, options.zone);
      if (period) return period;
    }
    return null;
  };

  /** A staff re-run of an ended period: every contract recomputed, only newly owed money paid. */
  const rerun = async (input: { job: AgentSettlementJob; periodKey: string; staffId: bigint }, now: Date, settle: SettleOptions): Promise<RunOutcome> => {
    const period = periodOfKey(input.job, input.periodKey);
    if (!period) throw new AppError('VALIDATION_ERROR', { details: { reason: 'PERIOD_KEY_INVALID', periodKey: input.periodKey } });
    if (period.end.getTime() > now.getTime())
      throw new AppError('PERIOD_NOT_ENDED', { details: { periodKey: period.key, periodEnd: period.end.toISOString() } });
    const claim: RunClaim = { job: input.job, period, trigger: 'staff', staffId: input.staffId, runner: options.holder };
    const runId = await insertRun(db, claim);
    if (runId === null) throw new Error('a staff run was not recorded');
    return executeRun(runId, claim, 'rerun', settle, now);
  };

  return { runDue, runLeased, rerun, periodOfKey };
};
