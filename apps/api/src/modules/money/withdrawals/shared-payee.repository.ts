import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * Other members with a payout bank account of the same number as one of this member's (deleted
 * ones count: a number removed after use was still shared). Promotions ask this before paying a
 * bonus the terms give once per person.
 */
export const membersSharingPayee = async (db: Executor, memberId: bigint): Promise<bigint[]> => {
  const rows = await sql<{ member_id: string }>`
    select distinct o.member_id::text as member_id from member_bank_accounts o
    where o.member_id <> ${memberId}
      and o.account_number in (select account_number from member_bank_accounts where member_id = ${memberId})
    limit 500`.execute(db);
  return rows.rows.map((r) => BigInt(r.member_id));
};
