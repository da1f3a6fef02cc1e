import { sql, type Kysely } from 'kysely';

/**
 * Indian bank accounts are paid by IFSC (the branch code): a payout account in rupees carries one.
 * Other currencies leave it null. The format is checked here too, so no malformed code is stored.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table member_bank_accounts add column ifsc text
    constraint member_bank_accounts_ifsc check (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'::text)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table member_bank_accounts drop column ifsc`.execute(db);
};
