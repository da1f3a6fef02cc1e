import { sql, type Kysely } from 'kysely';

/**
 * Manual adjustments with a second approver (issue 5, point 7). A row is the staff request; money
 * moves only through the ledger (journal kind `adjustment`), whose journal id the row keeps once
 * posted. Above the cashier settings' threshold a request waits as `pending` until another staff
 * member approves or rejects it; the status moves once (pending -> posted | rejected).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('wallet_adjustments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'posted', 'rejected')`))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('decided_by_name', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journals.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The four-eyes rule in the database too: whoever decides is not whoever asked (an adjustment
    // under the threshold posts at once and has no decider).
    .addCheckConstraint('wallet_adjustments_four_eyes', sql`decided_by is null or decided_by <> requested_by`)
    .execute();
  await db.schema.createIndex('wallet_adjustments_status').on('wallet_adjustments').columns(['status', 'id']).execute();
  await db.schema.createIndex('wallet_adjustments_member').on('wallet_adjustments').columns(['member_id', 'id']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('wallet_adjustments').execute();
};
