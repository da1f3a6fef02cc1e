import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type WithdrawalFiguresPeriod = { day: string; timeZone: string; staleBefore: Date };

/**
 * Withdrawal figures for the back-office dashboard in one scan, per currency: approved (paid out)
 * since the business day's midnight, waiting (for review or in payout), and waiting since before
 * `staleBefore`.
 */
export const withdrawalFigures = (db: Executor, period: WithdrawalFiguresPeriod) => {
  const midnight = sql<Date>`(${period.day}::date)::timestamp at time zone ${period.timeZone}`;
  const paidToday = sql<boolean>`status = 'approved' and coalesce(reviewed_at, updated_at) >= ${midnight}`;
  const waiting = sql<boolean>`status in ('pending', 'paying')`;
  return db
    .selectFrom('withdrawals')
    .select([
      'currency',
      sql<number>`(count(*) filter (where ${paidToday}))::int4`.as('paidCount'),
      sql<bigint>`coalesce(sum(amount) filter (where ${paidToday}), 0)::int8`.as('paidAmount'),
      sql<number>`(count(*) filter (where ${waiting}))::int4`.as('pendingCount'),
      sql<bigint>`coalesce(sum(amount) filter (where ${waiting}), 0)::int8`.as('pendingAmount'),
      sql<number>`(count(*) filter (where ${waiting} and created_at < ${period.staleBefore}))::int4`.as('staleCount'),
    ])
    .where('status', 'in', ['pending', 'paying', 'approved'])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
};

export type WithdrawalFigureRow = Awaited<ReturnType<typeof withdrawalFigures>>[number];

/** Receipt disputes no one has resolved yet. */
export const countOpenDisputes = async (db: Executor): Promise<number> =>
  (
    await db
      .selectFrom('withdrawal_disputes')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
  ).n;
