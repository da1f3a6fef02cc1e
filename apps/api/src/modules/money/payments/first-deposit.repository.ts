import type { Executor } from '@gp/db';

/** A member's first credited deposit and the code of the method it came by (first-deposit promotions ask). */
export const firstCreditedDeposit = async (db: Executor, memberId: bigint): Promise<{ id: bigint; amount: bigint; methodCode: string } | null> => {
  const row = await db
    .selectFrom('deposits as d')
    .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
    .select(['d.id', 'd.amount', 'm.code as methodCode'])
    .where('d.member_id', '=', memberId)
    .where('d.status', '=', 'credited')
    .orderBy('d.journal_id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
};
