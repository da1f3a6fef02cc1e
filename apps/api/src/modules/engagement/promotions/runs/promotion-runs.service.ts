import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type {
  BoPromotionRun,
  BoPromotionRunCreate,
  BoPromotionRunMemberPage,
  BoPromotionRunMemberQuery,
  BoPromotionRunPage,
  BoPromotionRunQuery,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../../lib/app-error';
import { periodByKey } from '../../../../lib/business-periods/periods';
import { createTickSweep, type JobRunner } from '../../../../lib/interval-sweep';
import { pageOf } from '../../../../lib/page';
import type { StaffCaller } from '../../../identity/staff';
import type { AuditService } from '../../../platform/audit';
import type { SettingsService } from '../../../platform/settings';
import { toBoRun, toBoRunMember } from './promotion-runs.mappers';
import { createPromotionRunner, runnerLease, runPeriodKind, type TickOutcome } from './promotion-runner';
import { moveMembers, countRunMembers, listRunMembers } from './run-members.repository';
import { createRunExecutor, runRuleOf, type RunContext } from './run-executor';
import { countRuns, findRunRule, findRunWithTitle, insertRun, listRuns, lockRun, releaseLease, setRunStatus } from './runs.repository';

export type PromotionRunsDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  settings: SettingsService;
  audit: AuditService;
  /** IANA zone of the business days and weeks (config BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  tickSeconds: number;
  /** Members paid per transaction (default 5,000). */
  chunkSize?: number;
  /** Names this instance in the lease and run rows; default host:pid:random. */
  holder?: string;
  wallClock?: () => Date;
  onError?: (error: unknown) => void;
  /** Tests only: called after each committed chunk. */
  afterChunk?: (runId: bigint, chunk: number) => void | Promise<void>;
};

/**
 * Cashback and rebate runs: the scheduler (one run per promotion and ended period, catch-up, stale
 * runs taken over), and the staff's list, members, hold, release and re-run (every action audited).
 * docs/promotions.md, "Cashback and rebate runs".
 */
export const createPromotionRunsService = (db: Kysely<DB>, deps: PromotionRunsDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const executor = createRunExecutor(db, { chunkSize: deps.chunkSize ?? 5000, ...(deps.afterChunk ? { afterChunk: deps.afterChunk } : {}) });
  const runner = createPromotionRunner(db, executor, { zone: deps.businessTimeZone, holder, leaseMs: 2 * deps.tickSeconds * 1000, wallClock });

  /** Settings are read before any transaction (reading them inside one deadlocks on PGlite). */
  const context = async (): Promise<RunContext> => {
    const merchant = await deps.settings.value('merchant');
    return { currency: merchant.currency, trialTypeCode: merchant.trialTypeCode, agentTypeCodes: merchant.agentTypeCodes };
  };

  /** One pass under the lease: null when another instance holds it. */
  const tick = async (now: Date = wallClock()): Promise<TickOutcome | null> => runner.runLeased(await context(), now);

  /** Without the lease (tests of two runners at once). */
  const runDue = async (now: Date = wallClock()): Promise<TickOutcome> => runner.runDue(await context(), now);

  const runView = async (id: bigint): Promise<BoPromotionRun> => {
    const row = await findRunWithTitle(db, id);
    if (!row) throw new AppError('NOT_FOUND', { details: { runId: Number(id) } });
    return toBoRun(row);
  };

  const runs = async (query: BoPromotionRunQuery): Promise<BoPromotionRunPage> => {
    const filter = { promotionId: query.promotionId, status: query.status };
    const [total, rows] = await Promise.all([countRuns(db, filter), listRuns(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    return pageOf(rows.map(toBoRun), total, query);
  };

  const members = async (id: bigint, query: BoPromotionRunMemberQuery): Promise<BoPromotionRunMemberPage> => {
    await runView(id);
    const filter = { status: query.status, account: query.account };
    const [total, rows] = await Promise.all([
      countRunMembers(db, id, filter),
      listRunMembers(db, id, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    ]);
    return pageOf(rows.map(toBoRunMember), total, query);
  };

  const audited = async (caller: StaffCaller, action: string, id: bigint, details: Record<string, unknown>) =>
    deps.audit.append(db, caller.actor, `promotions.runs.${action}`, `promotion_run:${id}`, details);

  /** A paying run stops after the chunk in flight; what it still owes waits (members `held`). */
  const hold = async (id: bigint, caller: StaffCaller): Promise<BoPromotionRun> => {
    const moved = await db.transaction().execute(async (trx) => {
      const run = await lockRun(trx, id);
      if (!run) throw new AppError('NOT_FOUND', { details: { runId: Number(id) } });
      if (run.status !== 'paying' && run.status !== 'failed') return run.status;
      await setRunStatus(trx, id, 'held');
      await moveMembers(trx, id, 'owed', 'held');
      return null;
    });
    if (moved !== null) throw new AppError('CONFLICT', { details: { reason: 'RUN_NOT_PAYING', status: moved } });
    await audited(caller, 'hold', id, {});
    return runView(id);
  };

  /** A held run pays what it still owes, now, in this request. */
  const release = async (id: bigint, caller: StaffCaller): Promise<BoPromotionRun> => {
    const ctx = await context();
    const refused = await db.transaction().execute(async (trx) => {
      const run = await lockRun(trx, id);
      if (!run) throw new AppError('NOT_FOUND', { details: { runId: Number(id) } });
      if (run.status !== 'held') return run.status;
      await setRunStatus(trx, id, 'paying', holder);
      await moveMembers(trx, id, 'held', 'owed');
      return null;
    });
    if (refused !== null) throw new AppError('CONFLICT', { details: { reason: 'RUN_NOT_HELD', status: refused } });
    await audited(caller, 'release', id, {});
    try {
      await executor.execute(id, ctx, wallClock());
    } catch (error) {
      await audited(caller, 'release.failed', id, { code: error instanceof AppError ? error.code : 'INTERNAL_ERROR' });
      throw error;
    }
    return runView(id);
  };

  /**
   * Recomputes an ended period of a promotion as a new run and pays only members with no claim for
   * that period yet (paid members keep what they had); held when the rule holds runs.
   */
  const rerun = async (input: BoPromotionRunCreate, caller: StaffCaller): Promise<BoPromotionRun> => {
    const rule = await findRunRule(db, input.promotionId);
    if (!rule) throw new AppError('NOT_FOUND', { details: { promotionId: input.promotionId } });
    const parsed = runRuleOf(rule.kind, rule.parameters);
    const period = periodByKey(runPeriodKind[parsed.kind], input.periodKey, deps.businessTimeZone);
    if (!period) throw new AppError('VALIDATION_ERROR', { details: { reason: 'PERIOD_KEY_INVALID', periodKey: input.periodKey } });
    const now = wallClock();
    if (period.end.getTime() > now.getTime()) {
      throw new AppError('PERIOD_NOT_ENDED', { details: { periodKey: period.key, periodEnd: period.end.toISOString() } });
    }
    const ctx = await context();
    const id = await insertRun(db, {
      promotionId: input.promotionId,
      kind: parsed.kind,
      period,
      trigger: 'staff',
      staffId: Number(caller.staffId),
      runner: holder,
    });
    if (id === null) throw new AppError('INTERNAL_ERROR', { details: { reason: 'RUN_NOT_RECORDED' } });
    await audited(caller, 'rerun', id, { promotionId: input.promotionId, periodKey: period.key });
    await executor.execute(id, ctx, now).catch(() => undefined);
    return runView(id);
  };

  // The timer: one tick at a time, never keeping the process alive; a start catches up at once.
  const timer = createTickSweep('promotion-runs', tick, deps);
  const start = (errors?: (error: unknown) => void) => timer.start(errors);

  /** Stops the timer, waits for a tick in flight and gives up the lease, so another instance takes over at once. */
  const stop = async () => {
    if (await timer.stop()) await releaseLease(db, runnerLease, holder);
  };

  return { tick, runDue, runs, run: runView, members, hold, release, rerun, start, stop, isStarted: timer.isStarted, holder };
};

export type PromotionRunsService = ReturnType<typeof createPromotionRunsService>;
