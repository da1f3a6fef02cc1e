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

export const insertPasswordReset = (db: Executor, row: { tokenHash: string; memberId: bigint; expiresAt: Date }) =>
  db.insertInto('member_password_resets').values({ token_hash: row.tokenHash, member_id: row.memberId, expires_at: row.expiresAt }).execute();

/** The reset with this token hash, locked until the transaction ends. */
export const lockPasswordReset = (db: Executor, tokenHash: string) =>
  db.selectFrom('member_password_resets').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

/** Spends every open reset link of the member: one use ends them all. */
export const spendPasswordResets = (db: Executor, memberId: bigint, at: Date) =>
  db.updateTable('member_password_resets').set({ used_at: at }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
