import type { Executor } from '@gp/db';

/** Marks a payee confirmed (usable before its cool-down ends); false when it is gone or already confirmed. */
export const confirmBankAccount = async (db: Executor, memberId: bigint, id: bigint, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('member_bank_accounts')
    .set({ confirmed_at: at })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
