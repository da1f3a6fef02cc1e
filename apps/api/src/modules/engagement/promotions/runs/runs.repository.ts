import type { Executor, PromotionRunKind, PromotionRunStatus, PromotionRunTrigger } from '@gp/db';
import { sql } from 'kysely';
import type { Period } from '../../../../lib/business-periods/periods';

/** The runner's lease and the run rows (promotion_runs, promotion_run_leases). */

/**
 * Takes or renews the lease `name` for `holder` until `expiresAt`: free, expired, or already ours.
 * One statement, so two instances racing for it cannot both win.
 */
export const acquireLease = async (db: Executor, name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const row = await db
    .insertInto('promotion_run_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('promotion_run_leases.expires_at', '<', now), eb('promotion_run_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
};

export const releaseLease = async (db: Executor, name: string, holder: string): Promise<void> => {
  await db.deleteFrom('promotion_run_leases').where('name', '=', name).where('holder', '=', holder).execute();
};

/**
 * Rules that runs pay (cashback and rebate kinds), with their promotion's window. The run reads the
 * rule and its promotion as they are at run time: the rule is the promotions feature's, the run
 * only reads it (and moves budget_used under its lock while paying).
 */
export const runnableRules = (db: Executor) =>
  db
    .selectFrom('promotion_rules as r')
    .innerJoin('content_promotions as p', 'p.id', 'r.promotion_id')
    .select(['r.promotion_id as promotionId', 'r.kind', 'r.parameters', 'r.created_at as ruleCreatedAt', 'p.start_at as startAt', 'p.end_at as endAt'])
    .where('r.kind', 'in', ['cashback_daily', 'cashback_weekly', 'rebate'])
    .where('p.enabled', '=', true)
    .orderBy('r.promotion_id')
    .execute();

/** A rule the runs read: eligibility, cap and rates, the promotion's start (for "new members only"). */
export const findRunRule = (db: Executor, promotionId: number) =>
  db
    .selectFrom('promotion_rules as r')
    .innerJoin('content_promotions as p', 'p.id', 'r.promotion_id')
    .select(['r.promotion_id as promotionId', 'r.kind', 'r.parameters', 'r.turnover_multiple_bp as turnoverMultipleBp', 'p.start_at as startAt'])
    .where('r.promotion_id', '=', promotionId)
    .executeTakeFirst();

/** The end of the promotion's latest scheduled or catch-up run. */
export const lastRunEnd = async (db: Executor, promotionId: number): Promise<Date | null> => {
  const row = await db
    .selectFrom('promotion_runs')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('promotion_id', '=', promotionId)
    .where('trigger', '<>', 'staff')
    .executeTakeFirst();
  return row?.end ?? null;
};

export type RunClaim = {
  promotionId: number;
  kind: PromotionRunKind;
  period: Period;
  trigger: PromotionRunTrigger;
  staffId: number | null;
  runner: string;
};

/**
 * Records a run. Scheduled and catch-up runs are unique per promotion and period: null when another
 * instance already recorded it. Staff re-runs always add a row.
 */
export const insertRun = async (db: Executor, claim: RunClaim): Promise<bigint | null> => {
  const values = {
    promotion_id: claim.promotionId,
    kind: claim.kind,
    period_key: claim.period.key,
    period_start: claim.period.start,
    period_end: claim.period.end,
    trigger: claim.trigger,
    staff_id: claim.staffId,
    runner: claim.runner,
  };
  if (claim.trigger === 'staff') {
    const row = await db.insertInto('promotion_runs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db
    .insertInto('promotion_runs')
    .values(values)
    .onConflict((oc) => oc.columns(['promotion_id', 'period_key']).where('trigger', '<>', 'staff').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

/** Runs to take over: failed, or computing/paying with no progress since `staleBefore` (their instance stopped). */
export const retryableRuns = (db: Executor, staleBefore: Date, since: Date) =>
  db
    .selectFrom('promotion_runs')
    .select(['id'])
    .where('period_start', '>=', since)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', 'in', ['computing', 'paying']), eb('updated_at', '<', staleBefore)])]))
    .orderBy('id')
    .limit(50)
    .execute();

/**
 * Takes over a run that failed or was abandoned (conditional update: one taker only). It goes back
 * to computing when its members were never computed, else on to paying what is still owed.
 */
export const reclaimRun = async (db: Executor, id: bigint, runner: string, staleBefore: Date): Promise<PromotionRunStatus | null> => {
  const row = await db
    .updateTable('promotion_runs')
    .set({
      runner,
      status: sql<PromotionRunStatus>`case when computed_at is null then 'computing' else 'paying' end`,
      error: null,
      finished_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', 'in', ['computing', 'paying']), eb('updated_at', '<', staleBefore)])]))
    .returning('status')
    .executeTakeFirst();
  return row?.status ?? null;
};

export const findRun = (db: Executor, id: bigint) => db.selectFrom('promotion_runs').selectAll().where('id', '=', id).executeTakeFirst();

/** The run row locked for a state change (hold, release, the next chunk). */
export const lockRun = (db: Executor, id: bigint) => db.selectFrom('promotion_runs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const setRunStatus = async (db: Executor, id: bigint, status: PromotionRunStatus, runner?: string): Promise<void> => {
  await db
    .updateTable('promotion_runs')
    .set({ status, updated_at: sql<Date>`now()`, ...(runner ? { runner } : {}) })
    .where('id', '=', id)
    .execute();
};

export const failRun = async (db: Executor, id: bigint, error: string): Promise<void> => {
  await db
    .updateTable('promotion_runs')
    .set({ status: 'failed', error: error.slice(0, 2000), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['computing', 'paying'])
    .execute();
};

/** Totals recounted from the run's members (so a resumed run's figures are whole), and the run closed. */
export const finishRun = async (db: Executor, id: bigint): Promise<void> => {
  await sql`update promotion_runs r set status = 'done', finished_at = now(), updated_at = now(),
      paid_count = t.paid_count, paid_amount = t.paid_amount, budget_short_count = t.short_count, budget_short_amount = t.short_amount
    from (select count(*) filter (where m.status = 'paid')::int4 as paid_count,
            coalesce(sum(m.amount) filter (where m.status = 'paid'), 0)::int8 as paid_amount,
            count(*) filter (where m.status = 'budget_short')::int4 as short_count,
            coalesce(sum(m.amount) filter (where m.status = 'budget_short'), 0)::int8 as short_amount
          from promotion_run_members m where m.run_id = ${id}) t
    where r.id = ${id} and r.status = 'paying'`.execute(db);
};

export type RunFilter = { promotionId?: number | undefined; status?: PromotionRunStatus | undefined };

const filtered = (db: Executor, filter: RunFilter) => {
  let query = db.selectFrom('promotion_runs as r');
  if (filter.promotionId !== undefined) query = query.where('r.promotion_id', '=', filter.promotionId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return query;
};

export const countRuns = async (db: Executor, filter: RunFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const listRuns = (db: Executor, filter: RunFilter, limit: number, offset: number) =>
  filtered(db, filter)
    .leftJoin('content_promotions as p', 'p.id', 'r.promotion_id')
    .selectAll('r')
    .select('p.title as promotionTitle')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const findRunWithTitle = (db: Executor, id: bigint) =>
  db
    .selectFrom('promotion_runs as r')
    .leftJoin('content_promotions as p', 'p.id', 'r.promotion_id')
    .selectAll('r')
    .select('p.title as promotionTitle')
    .where('r.id', '=', id)
    .executeTakeFirst();
