import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** A business day: its calendar date in the business time zone. */
export type DepositFiguresPeriod = { day: string; timeZone: string; staleBefore: Date };

/**
 * Deposit figures for the back-office dashboard in one scan, per currency: credited since the
 * business day's midnight, pending (any age), and pending since before `staleBefore`. A credit's
 * moment is its review, or its last update when a provider's callback credited it.
 */
export const depositFigures = (db: Executor, period: DepositFiguresPeriod) => {
  const midnight = sql<Date>`(${period.day}::date)::timestamp at time zone ${period.timeZone}`;
  const creditedToday = sql<boolean>`status = 'credited' and coalesce(reviewed_at, updated_at) >= ${midnight}`;
  return db
    .selectFrom('deposits')
    .select([
      'currency',
      sql<number>`(count(*) filter (where ${creditedToday}))::int4`.as('creditedCount'),
      sql<bigint>`coalesce(sum(amount) filter (where ${creditedToday}), 0)::int8`.as('creditedAmount'),
      sql<number>`(count(*) filter (where status = 'pending'))::int4`.as('pendingCount'),
      sql<bigint>`coalesce(sum(amount) filter (where status = 'pending'), 0)::int8`.as('pendingAmount'),
      sql<number>`(count(*) filter (where status = 'pending' and created_at < ${period.staleBefore}))::int4`.as('staleCount'),
    ])
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'credited')]))
    .groupBy('currency')
    .orderBy('currency')
    .execute();
};

export type DepositFigureRow = Awaited<ReturnType<typeof depositFigures>>[number];
