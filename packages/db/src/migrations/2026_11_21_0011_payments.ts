import { sql, type Kysely } from 'kysely';

/**
 * Payment methods (configured by staff), deposits, the proof images players attach to manual bank
 * transfers, and the sandbox provider's own checkout sessions (it plays an outside gateway, so it
 * keeps its state apart from ours).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('manual_bank', 'gateway')`))
    // 'manual' for manual bank transfers; the adapter's code for gateways. Names the house_payment account.
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount > 0`))
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payment_methods_range', sql`max_amount >= min_amount`)
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    // Agents keep their money in agent_main: which wallet the credit goes to is fixed at creation.
    .addColumn('holder_is_agent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('manual_bank', 'gateway')`))
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'credited', 'rejected', 'failed')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // Hash of what the request asked for: the same key with another request is a conflict, not a replay.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('transfer_reference', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('reason', 'text')
    .addColumn('journal_id', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('deposits_member_idempotency', ['member_id', 'idempotency_key'])
    .execute();
  // A provider's payment reference credits at most one deposit.
  await sql`create unique index deposits_provider_ref on deposits (provider_code, provider_ref) where provider_ref is not null`.execute(db);
  await db.schema.createIndex('deposits_member').on('deposits').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();

  await db.schema
    .createTable('deposit_proofs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('deposit_id', 'bigint', (c) => c.references('deposits.id'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deposit_proofs_deposit').on('deposit_proofs').column('deposit_id').execute();

  await db.schema
    .createTable('sandbox_checkouts')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid', 'failed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The sandbox's payouts, keyed by our payout number so a retried payout is answered, not paid twice.
  await db.schema
    .createTable('sandbox_payouts')
    .addColumn('payout_no', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'failed')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('sandbox_payouts').execute();
  await db.schema.dropTable('sandbox_checkouts').execute();
  await db.schema.dropTable('deposit_proofs').execute();
  await db.schema.dropTable('deposits').execute();
  await db.schema.dropTable('payment_methods').execute();
};
