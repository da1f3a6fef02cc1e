import type { Executor, MemberGameDay } from '@gp/db';
import { sql } from 'kysely';

export type GgrFiguresPeriod = { from: string; to: string; timeZone: string };

/**
 * Play per business day and currency over [from, to] from the members' hourly buckets, for the
 * back-office dashboard: valid bet, wins, GGR (valid bet - wins) and distinct players per day.
 */
export const ggrByDay = (db: Executor, period: GgrFiguresPeriod) =>
  db
    .selectFrom(sql<MemberGameDay>`member_game_days(${period.timeZone}, ${period.from}::date, ${period.to}::date + 1)`.as('d'))
    .select([
      sql<string>`d.day::text`.as('day'),
      'd.currency',
      sql<bigint>`sum(d.valid_bet)::int8`.as('validBet'),
      sql<bigint>`sum(d.win_amount)::int8`.as('winAmount'),
      sql<number>`(count(distinct d.member_id) filter (where d.bet_count > 0))::int4`.as('players'),
    ])
    .groupBy(['d.day', 'd.currency'])
    .orderBy('d.day')
    .orderBy('d.currency')
    .execute();

export type GgrDayRow = Awaited<ReturnType<typeof ggrByDay>>[number];

/** Distinct members who bet on one business day, whatever the currency. */
export const countPlayersOn = async (db: Executor, period: { day: string; timeZone: string }): Promise<number> =>
  (
    await db
      .selectFrom(sql<MemberGameDay>`member_game_days(${period.timeZone}, ${period.day}::date, ${period.day}::date + 1)`.as('d'))
      .select(sql<number>`count(distinct d.member_id)::int4`.as('n'))
      .where('d.bet_count', '>', 0)
      .executeTakeFirstOrThrow()
  ).n;
