import { sql, type Kysely } from 'kysely';

const previousNoticeKinds = ['deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'transfer_received'];
/** Agents are told about every change to their contracts and settlements (issue 7). */
const noticeKinds = [
  ...previousNoticeKinds,
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_terminated',
  'contract_auto_terminated',
  'contract_expired',
  'settlement_paid',
  'settlement_insufficient_funds',
  'dividend_confirmation_due',
  'account_frozen',
];

const kindCheck = (kinds: readonly string[]) => sql`check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

/**
 * Agent contracts and their settlement (issue 7, SPEC.md sections 3 and 4 "Contracts").
 *
 * - `agent_contracts`: an offer from an upline (or, for a top-level agent, the platform: upline_id
 *   NULL, offered by staff) to a direct downline agent. Terms are JSON validated by
 *   `@gp/contracts` agent-contracts.ts. At most one live offer and one active contract per downline
 *   and type (partial unique indexes): accepting an offer while a contract is active replaces it.
 * - `agent_settlements`: one row per contract and period, the unique key that makes every job
 *   idempotent. `amount` is what the figures (`inputs`) say is due, `paid_amount` what has moved
 *   through the ledger; a re-run pays only the difference, under `revision`.
 * - `agent_settlement_runs`: each run of a job for a period, with its figures; scheduled and catch-up
 *   runs are unique per job and period, staff re-runs add rows.
 * - `agent_job_leases`: one row per job; the instance holding an unexpired lease runs it.
 * - `agent_invite_links`: an agent's invitation links (affiliate code per link, player or agent).
 * - members gain the `frozen` status (a dividend refused or unconfirmed freezes the upline).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table members drop constraint if exists members_status_check`.execute(db);
  await sql`alter table members add constraint members_status_check check (status in ('active', 'disabled', 'frozen'))`.execute(db);
  await db.schema
    .alterTable('members')
    .addColumn('frozen_reason', 'text')
    .addColumn('frozen_at', 'timestamptz')
    .execute();

  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check ${kindCheck(noticeKinds)}`.execute(db);

  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`))
    .addColumn('upline_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('downline_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('offered_by_staff_id', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('offered').check(sql`status in ('offered', 'active', 'rejected', 'terminated', 'expired')`))
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('five_minutes', 'hourly', 'daily', 'weekly', 'semi_monthly', 'monthly')`))
    .addColumn('note', 'text')
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('offer_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('responded_at', 'timestamptz')
    .addColumn('effective_from', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'text', (c) => c.check(sql`ended_by in ('upline', 'downline', 'system', 'staff')`))
    .addColumn('end_reason', 'text')
    .addColumn('replaces_id', 'bigint', (c) => c.references('agent_contracts.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('agent_contracts_not_self', sql`upline_id is null or upline_id <> downline_id`)
    .execute();
  await sql`create unique index agent_contracts_one_offer on agent_contracts (downline_id, type) where status = 'offered'`.execute(db);
  await sql`create unique index agent_contracts_one_active on agent_contracts (downline_id, type) where status = 'active'`.execute(db);
  await db.schema.createIndex('agent_contracts_upline').on('agent_contracts').columns(['upline_id', 'type', 'status']).execute();
  await db.schema.createIndex('agent_contracts_downline').on('agent_contracts').columns(['downline_id', 'status']).execute();
  await sql`create index agent_contracts_live on agent_contracts (type, status) where status in ('offered', 'active')`.execute(db);

  await db.schema
    .createTable('agent_settlements')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('contract_id', 'bigint', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('payee_id', 'bigint', (c) => c.notNull().references('members.id'))
    // NULL: the platform pays (a top-level agent's contract).
    .addColumn('payer_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('nothing_due', 'awaiting_confirmation', 'insufficient_funds', 'paid', 'forced_pending', 'forced')`),
    )
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`paid_amount >= 0`))
    .addColumn('carry_in', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('carry_out', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('confirm_deadline', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('refused_at', 'timestamptz')
    .addColumn('forced_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_settlements_contract_period', ['contract_id', 'period_key'])
    .execute();
  await db.schema.createIndex('agent_settlements_payee').on('agent_settlements').columns(['payee_id', 'period_start']).execute();
  await db.schema.createIndex('agent_settlements_payer').on('agent_settlements').columns(['payer_id', 'period_start']).execute();
  await sql`create index agent_settlements_open on agent_settlements (status, updated_at)
    where status in ('awaiting_confirmation', 'insufficient_funds', 'forced_pending')`.execute(db);

  await db.schema
    .createTable('agent_settlement_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull().check(sql`job in ('realtime_salary', 'hourly_salary', 'daily_salary', 'dividend')`))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'catch_up', 'staff')`))
    .addColumn('staff_id', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('runner', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running').check(sql`status in ('running', 'done', 'failed')`))
    .addColumn('contracts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index agent_settlement_runs_once on agent_settlement_runs (job, period_key) where trigger <> 'staff'`.execute(db);
  await db.schema.createIndex('agent_settlement_runs_recent').on('agent_settlement_runs').columns(['job', 'period_start']).execute();

  // Real-time salary reads the rounds closed in a 5-minute window; without this it walks every
  // team member's rounds.
  await sql`create index game_rounds_closed_window on game_rounds (closed_at, member_id) where status = 'closed'`.execute(db);

  await db.schema
    .createTable('agent_job_leases')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agent_invite_links')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('player', 'agent')`))
    .addColumn('label', 'text')
    .addColumn('registrations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('disabled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('agent_invite_links_agent').on('agent_invite_links').columns(['agent_id', 'created_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists game_rounds_closed_window`.execute(db);
  for (const table of ['agent_invite_links', 'agent_job_leases', 'agent_settlement_runs', 'agent_settlements', 'agent_contracts']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table member_notices drop constraint if exists member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check ${kindCheck(previousNoticeKinds)}`.execute(db);
  await sql`update members set status = 'disabled' where status = 'frozen'`.execute(db);
  await db.schema.alterTable('members').dropColumn('frozen_reason').dropColumn('frozen_at').execute();
  await sql`alter table members drop constraint if exists members_status_check`.execute(db);
  await sql`alter table members add constraint members_status_check check (status in ('active', 'disabled'))`.execute(db);
};
