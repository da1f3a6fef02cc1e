import type { Executor, MemberGameDay } from '@gp/db';
import { sql } from 'kysely';

export type GgrPeriod = { from: string; to: string; vendorCode?: string | undefined; timeZone: string };

// The members' business days [from, to] summed from their hourly buckets (member_game_days.sql); calendar
// days passed as dates, never through a JavaScript Date (no time zone in between).
const daily = (db: Executor, period: GgrPeriod) =>
  db
    .selectFrom(sql<MemberGameDay>`member_game_days(${period.timeZone}, ${period.from}::date, ${period.to}::date + 1)`.as('d'))
    .innerJoin('catalog_vendors as v', 'v.id', 'd.vendor_id')
    .$if(period.vendorCode !== undefined, (q) => q.where('v.code', '=', period.vendorCode ?? ''));

// sum(bigint) is numeric in PostgreSQL: cast back so the driver hands us a bigint, never a float.
const figures = [
  sql<bigint>`sum(d.bet_count)::bigint`.as('bet_count'),
  sql<bigint>`sum(d.bet_amount)::bigint`.as('bet_amount'),
  sql<bigint>`sum(d.refund_amount)::bigint`.as('refund_amount'),
  sql<bigint>`sum(d.valid_bet)::bigint`.as('valid_bet'),
  sql<bigint>`sum(d.win_amount)::bigint`.as('win_amount'),
  sql<bigint>`count(distinct d.member_id)::bigint`.as('players'),
] as const;

/** Figures per day, vendor and currency from the members' daily aggregates. */
export const sumByDayAndVendor = (db: Executor, period: GgrPeriod) =>
  daily(db, period)
    .select([sql<string>`d.day::text`.as('day'), 'v.code as vendor_code', 'v.display_name as vendor_name', 'd.currency', ...figures])
    .groupBy(['d.day', 'v.code', 'v.display_name', 'd.currency'])
    .orderBy('d.day')
    .orderBy('v.code')
    .execute();

/** Per vendor and currency over the whole period (distinct players over the period). */
export const sumByVendor = (db: Executor, period: GgrPeriod) =>
  daily(db, period)
    .select(['v.code as vendor_code', 'v.display_name as vendor_name', 'd.currency', ...figures])
    .groupBy(['v.code', 'v.display_name', 'd.currency'])
    .orderBy('v.code')
    .execute();

export const sumByCurrency = (db: Executor, period: GgrPeriod) =>
  daily(db, period)
    .select(['d.currency', ...figures])
    .groupBy('d.currency')
    .orderBy('d.currency')
    .execute();

/**
 * Rounds opened per business day, vendor and currency. The bounds are the period's first and last
 * midnight in the business time zone, so the opened_at index serves the range.
 */
export const countRoundsByDayAndVendor = (db: Executor, period: GgrPeriod) => {
  const day = sql<string>`((r.opened_at at time zone ${period.timeZone})::date)::text`;
  return (
    db
      .selectFrom('game_rounds as r')
      .innerJoin('catalog_vendors as v', 'v.id', 'r.vendor_id')
      .where('r.opened_at', '>=', sql<Date>`(${period.from}::date)::timestamp at time zone ${period.timeZone}`)
      .where('r.opened_at', '<', sql<Date>`((${period.to}::date + 1))::timestamp at time zone ${period.timeZone}`)
      .$if(period.vendorCode !== undefined, (q) => q.where('v.code', '=', period.vendorCode ?? ''))
      .select([day.as('opened_day'), 'v.code as vendor_code', 'r.currency', sql<bigint>`count(*)::bigint`.as('rounds')])
      // By the output name: the same expression written twice would carry two bind parameters, which PostgreSQL does not see as one.
      .groupBy([sql`opened_day`, 'v.code', 'r.currency'])
      .execute()
  );
};

export type FigureRow = Awaited<ReturnType<typeof sumByCurrency>>[number];
