import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type LoginOutcome = 'success' | 'failed' | 'locked' | 'second-factor' | 'second-factor-failed' | 'refused';

export const insertLoginEvent = (
  db: Executor,
  row: {
    account_key: string;
    member_id: bigint | null;
    ip: string;
    method: string;
    outcome: LoginOutcome;
    user_agent: string | null;
    device_id?: string | null;
  },
) => db.insertInto('member_login_events').values(row).execute();

/**
 * Failures for this account and IP since `since` that came after the last success: enough
 * of them in the window (five in 15 minutes by default) lock the account for that IP.
 */
export const recentFailures = async (db: Executor, accountKey: string, ip: string, since: Date) => {
  const row = await db
    .selectFrom('member_login_events')
    .select([
      sql<number>`count(*) filter (where outcome in ('failed', 'second-factor-failed'))::int4`.as('failures'),
      sql<Date | null>`max(created_at)`.as('last'),
    ])
    .where('account_key', '=', accountKey)
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .where(({ eb, selectFrom }) =>
      eb(
        'id',
        '>',
        selectFrom('member_login_events')
          .select(sql<bigint>`coalesce(max(id), 0)`.as('id'))
          .where('account_key', '=', accountKey)
          .where('ip', '=', ip)
          .where('outcome', '=', 'success'),
      ),
    )
    .executeTakeFirstOrThrow();
  return { failures: row.failures, last: row.last };
};

export const listLoginEvents = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('member_login_events')
    .select(['ip', 'method', 'outcome', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const isKnownIp = async (db: Executor, memberId: bigint, ip: string) =>
  Boolean(await db.selectFrom('member_known_ips').select('ip').where('member_id', '=', memberId).where('ip', '=', ip).executeTakeFirst());

export const rememberIp = (db: Executor, memberId: bigint, ip: string) =>
  db
    .insertInto('member_known_ips')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: sql`now()` }))
    .execute();

export const listKnownIps = (db: Executor, memberId: bigint) =>
  db.selectFrom('member_known_ips').select(['ip', 'first_seen_at', 'last_seen_at']).where('member_id', '=', memberId).orderBy('last_seen_at', 'desc').execute();
