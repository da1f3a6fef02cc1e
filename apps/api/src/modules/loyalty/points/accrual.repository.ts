import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type AccrualTotals = { members: number; entries: number; points_in: bigint; points_out: bigint };

/**
 * One accrual pass (loyalty_accrue_points): reads member_game_hourly since `since`, and the payments
 * module's credited deposits (deposits.status = 'credited', credited at coalesce(reviewed_at,
 * updated_at)), and posts the differences in one transaction.
 */
export const callAccruePoints = async (db: Executor, runId: bigint, since: Date, categories: Readonly<Record<string, string>>): Promise<AccrualTotals> => {
  const { rows } = await sql<AccrualTotals>`select * from loyalty_accrue_points(${runId}, ${since}, ${JSON.stringify(categories)}::jsonb)`.execute(db);
  return rows[0] ?? { members: 0, entries: 0, points_in: 0n, points_out: 0n };
};

export const insertAccrualRun = async (db: Executor, run: { trigger: 'schedule' | 'staff'; since: Date; runner: string; staffId: bigint | null }) => {
  const row = await db
    .insertInto('loyalty_point_accrual_runs')
    .values({ trigger: run.trigger, since: run.since, runner: run.runner, staff_id: run.staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const finishAccrualRun = async (db: Executor, id: bigint, totals: AccrualTotals) => {
  await db
    .updateTable('loyalty_point_accrual_runs')
    .set({
      status: 'done',
      members: totals.members,
      entries: totals.entries,
      points_in: totals.points_in,
      points_out: totals.points_out,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
};

export const failAccrualRun = async (db: Executor, id: bigint, error: string) => {
  await db
    .updateTable('loyalty_point_accrual_runs')
    .set({ status: 'failed', error: error.slice(0, 500), finished_at: new Date() })
    .where('id', '=', id)
    .execute();
};

export const findLastAccrualRun = (db: Executor) => db.selectFrom('loyalty_point_accrual_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
