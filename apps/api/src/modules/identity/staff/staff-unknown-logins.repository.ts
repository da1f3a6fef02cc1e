import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const findUnknownNameLock = (db: Executor, usernameLower: string) =>
  db.selectFrom('staff_unknown_login_failures').select('locked_until').where('username_lower', '=', usernameLower).executeTakeFirst();

/** Counts a failure for a name no account has, with the same lock arithmetic as `recordFailedLogin`. */
export const recordUnknownNameFailure = (db: Executor, usernameLower: string, maxFailures: number, lockMinutes: number) =>
  db
    .insertInto('staff_unknown_login_failures')
    .values({
      username_lower: usernameLower,
      failed_logins: maxFailures <= 1 ? 0 : 1,
      locked_until: maxFailures <= 1 ? sql<Date>`now() + make_interval(mins => ${lockMinutes})` : null,
    })
    .onConflict((oc) =>
      oc.column('username_lower').doUpdateSet((eb) => ({
        failed_logins: sql<number>`case when ${eb.ref('staff_unknown_login_failures.failed_logins')} + 1 >= ${maxFailures} then 0
          else ${eb.ref('staff_unknown_login_failures.failed_logins')} + 1 end`,
        locked_until: sql<Date | null>`case when ${eb.ref('staff_unknown_login_failures.failed_logins')} + 1 >= ${maxFailures}
          then now() + make_interval(mins => ${lockMinutes}) else ${eb.ref('staff_unknown_login_failures.locked_until')} end`,
        last_failed_at: sql<Date>`now()`,
      })),
    )
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();

/** Names tried and given up on a day ago would otherwise stay forever (anyone can make new ones). */
export const pruneUnknownNameFailures = async (db: Executor): Promise<void> => {
  await db
    .deleteFrom('staff_unknown_login_failures')
    .where('last_failed_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
};
