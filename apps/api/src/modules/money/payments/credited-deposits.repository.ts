import type { Executor } from '@gp/db';

/**
 * The member's latest credited deposits, newest first, with the method's code and the credit time:
 * reload promotions match a bonus to one of them.
 */
export const latestCreditedDeposits = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
    .select(['d.id', 'd.amount', 'm.code as methodCode', 'd.updated_at as creditedAt'])
    .where('d.member_id', '=', memberId)
    .where('d.status', '=', 'credited')
    .orderBy('d.journal_id', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
