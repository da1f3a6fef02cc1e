import type { Executor } from '@gp/db';

/** Reset links issued to a member since `since`, used or not. */
export const countPasswordResetsSince = async (db: Executor, memberId: bigint, since: Date): Promise<number> => {
  const row = await db
    .selectFrom('member_password_resets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
