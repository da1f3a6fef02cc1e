import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { memberTypeCode } from './member-kind';

/** Regular members (not agents, not trial accounts) registered since the business day's midnight. */
export const countMembersRegisteredOn = async (db: Executor, period: { day: string; timeZone: string }): Promise<number> =>
  (
    await db
      .selectFrom('members')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('type', '=', memberTypeCode)
      .where('created_at', '>=', sql<Date>`(${period.day}::date)::timestamp at time zone ${period.timeZone}`)
      .executeTakeFirstOrThrow()
  ).n;
