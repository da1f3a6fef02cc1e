import type { AgentSettlementJob, Executor } from '@gp/db';
import { sql } from 'kysely';
import type { Period, PeriodKind } from '../../../lib/business-periods/periods';

/** Job leases and settlement run rows (agent_job_leases, agent_settlement_runs). */

/** The run's summary column (jsonb with a generated default, which Kysely's insert type does not take as text). */
const jsonb = (value: Record<string, unknown>) => sql<never>`cast(${JSON.stringify(value)} as jsonb)`;

/**
 * Takes or renews the lease of `job` for `holder` until `expiresAt`: free, expired, or already
 * ours. One statement, so two instances racing for it cannot both win.
 */
export const acquireLease = async (db: Executor, job: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const row = await db
    .insertInto('agent_job_leases')
    .values({ job, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('job')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('agent_job_leases.expires_at', '<', now), eb('agent_job_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
};

export const releaseLease = async (db: Executor, job: string, holder: string): Promise<void> => {
  await db.deleteFrom('agent_job_leases').where('job', '=', job).where('holder', '=', holder).execute();
};

/** The end of the latest scheduled or catch-up run of this job and period kind (dividends run four kinds). */
export const lastRunEnd = async (db: Executor, job: AgentSettlementJob, kind: PeriodKind): Promise<Date | null> => {
  const row = await db
    .selectFrom('agent_settlement_runs')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('job', '=', job)
    .where('trigger', '<>', 'staff')
    .where(sql<boolean>`summary->>'periodKind' = ${kind}`)
    .executeTakeFirst();
  return row?.end ?? null;
};

export type RunClaim = { job: AgentSettlementJob; period: Period; trigger: 'schedule' | 'catch_up' | 'staff'; staffId: bigint | null; runner: string };

/**
 * Records a run. Scheduled and catch-up runs are unique per job and period: null when another
 * instance already ran (or is running) it. Staff re-runs always add a row.
 */
export const insertRun = async (db: Executor, claim: RunClaim): Promise<bigint | null> => {
  const values = {
    job: claim.job,
    period_key: claim.period.key,
    period_start: claim.period.start,
    period_end: claim.period.end,
    trigger: claim.trigger,
    staff_id: claim.staffId,
    runner: claim.runner,
    summary: jsonb({ periodKind: claim.period.kind }),
  };
  if (claim.trigger === 'staff') {
    const row = await db.insertInto('agent_settlement_runs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db
    .insertInto('agent_settlement_runs')
    .values(values)
    .onConflict((oc) => oc.columns(['job', 'period_key']).where('trigger', '<>', 'staff').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

/**
 * Takes over a scheduled run that failed, or one left `running` by an instance that stopped
 * (started before `staleBefore`). Conditional update: one taker only.
 */
export const reclaimRun = async (db: Executor, job: AgentSettlementJob, periodKey: string, runner: string, staleBefore: Date): Promise<bigint | null> => {
  const row = await db
    .updateTable('agent_settlement_runs')
    .set({ runner, status: 'running', error: null, started_at: new Date(), finished_at: null })
    .where('job', '=', job)
    .where('period_key', '=', periodKey)
    .where('trigger', '<>', 'staff')
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'running'), eb('started_at', '<', staleBefore)])]))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

/** Scheduled runs to try again: failed, or abandoned while running. */
export const retryableRuns = async (db: Executor, job: AgentSettlementJob, kind: PeriodKind, staleBefore: Date, since: Date) =>
  db
    .selectFrom('agent_settlement_runs')
    .select(['period_key'])
    .where('job', '=', job)
    .where('trigger', '<>', 'staff')
    .where(sql<boolean>`summary->>'periodKind' = ${kind}`)
    .where('period_start', '>=', since)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'running'), eb('started_at', '<', staleBefore)])]))
    .orderBy('period_start')
    .limit(50)
    .execute();

export type RunTotals = { contracts: number; paidCount: number; paidAmount: bigint; summary: Record<string, unknown>; error: string | null };

export const finishRun = async (db: Executor, id: bigint, totals: RunTotals): Promise<void> => {
  await db
    .updateTable('agent_settlement_runs')
    .set({
      status: totals.error ? 'failed' : 'done',
      contracts: totals.contracts,
      paid_count: totals.paidCount,
      paid_amount: totals.paidAmount,
      summary: jsonb(totals.summary),
      error: totals.error,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
};
