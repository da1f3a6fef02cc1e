import { sql, type Kysely } from 'kysely';

/**
 * Indian bank accounts are paid by IFSC (the branch code): a payout account in rupees carries one,
 * and a withdrawal keeps a copy with the other payee details it was requested with. Other
 * currencies leave it null. The format is checked here too, so no malformed code is stored.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['member_bank_accounts', 'withdrawals'] as const) {
    await sql`alter table ${sql.table(table)} add column ifsc text
      constraint ${sql.ref(`${table}_ifsc`)} check (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'::text)`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['member_bank_accounts', 'withdrawals'] as const) await sql`alter table ${sql.table(table)} drop column ifsc`.execute(db);
};
