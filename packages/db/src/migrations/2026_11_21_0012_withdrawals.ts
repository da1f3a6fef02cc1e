import { sql, type Kysely } from 'kysely';

/**
 * Bank accounts, withdrawals, receipts and disputes (SPEC.md section 4 "Withdrawal"). A withdrawal
 * keeps a copy of the bank account it pays to, so removing the account later changes no record.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('member_bank_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Removed accounts stay for the withdrawals that point at them.
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('member_bank_accounts_member').on('member_bank_accounts').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The wallets the hold moved between, so staff actions need not resolve the member again.
    .addColumn('main_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('hold_account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('bank_account_id', 'bigint', (c) => c.notNull().references('member_bank_accounts.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    // paying: a staff member approved and the provider has the payout; nobody else may act meanwhile.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paying', 'approved', 'rejected')`))
    .addColumn('payout_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_error', 'text')
    .addColumn('provider_code', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('auto_confirm_at', 'timestamptz')
    .addColumn('receipt_kind', 'text', (c) => c.check(sql`receipt_kind in ('full', 'partial', 'not_received', 'auto')`))
    .addColumn('received_amount', 'bigint')
    .addColumn('receipt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('withdrawals_member_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();
  await sql`create index withdrawals_unconfirmed on withdrawals (auto_confirm_at) where status = 'approved' and receipt_kind is null`.execute(db);

  await db.schema
    .createTable('withdrawal_disputes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().unique().references('withdrawals.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('partial', 'not_received')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('received_amount', 'bigint', (c) => c.notNull())
    .addColumn('proof_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('withdrawal_disputes_status').on('withdrawal_disputes').columns(['status', 'id']).execute();

  // Wrong payment passwords on withdrawals: 5 within 15 minutes lock withdrawals for 15 minutes.
  await db.schema
    .createTable('payment_password_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_password_failures_member').on('payment_password_failures').columns(['member_id', 'created_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('payment_password_failures').execute();
  await db.schema.dropTable('withdrawal_disputes').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('member_bank_accounts').execute();
};
