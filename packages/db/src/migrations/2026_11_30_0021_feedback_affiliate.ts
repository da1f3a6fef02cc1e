import { sql, type Kysely } from 'kysely';

/** Every member notice kind once this migration has run (the baseline's, the inbox's and ours). */
const noticeKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'transfer_received',
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
  'security_changed',
  'bonus_issued',
  'feedback_answered',
  'affiliate_approved',
  'affiliate_rejected',
];

/**
 * Feedback and the affiliate application (docs/feedback-and-affiliate.md):
 * - `feedback`: what a member or a visitor sends from the footer's form, of the six question types,
 *   20 to 200 characters, with its staff workflow (open, assigned, answered, closed);
 * - `affiliate_applications`: a member asking to become an agent, at most one pending per member;
 *   staff approve (the member becomes an agent under an upline, with an invitation code) or reject
 *   with a reason the member sees;
 * - member notices gain the three kinds that tell a member of an answer or an outcome.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table feedback (
    id bigint generated always as identity primary key,
    member_id bigint references members (id),
    contact text constraint feedback_contact check (char_length(contact) between 1 and 100),
    question_type smallint not null constraint feedback_type check (question_type in (0, 1, 2, 3, 4, 6)),
    content text not null constraint feedback_content check (char_length(content) between 20 and 200),
    status text not null default 'open' constraint feedback_status check (status in ('open', 'assigned', 'answered', 'closed')),
    assigned_to integer references staff_users (id),
    assigned_at timestamptz,
    answer text constraint feedback_answer check (char_length(answer) between 1 and 2000),
    answered_by text,
    answered_at timestamptz,
    closed_by text,
    closed_at timestamptz,
    ip text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint feedback_sender check (member_id is not null or contact is not null)
  )`.execute(db);
  await sql`create index feedback_inbox on feedback (status, id desc)`.execute(db);
  await sql`create index feedback_member on feedback (member_id, id desc) where member_id is not null`.execute(db);

  await sql`create table affiliate_applications (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    feedback_id bigint references feedback (id),
    note text not null default '' constraint affiliate_applications_note check (char_length(note) <= 200),
    status text not null default 'pending' constraint affiliate_applications_status check (status in ('pending', 'approved', 'rejected')),
    reason text constraint affiliate_applications_reason check (char_length(reason) between 1 and 500),
    upline_id bigint references members (id),
    invite_code text,
    reviewed_by text,
    reviewed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  // One open application per member: a second while one is pending is refused by the service, and
  // by this index if two arrive at once.
  await sql`create unique index affiliate_applications_pending on affiliate_applications (member_id) where status = 'pending'`.execute(db);
  await sql`create index affiliate_applications_queue on affiliate_applications (status, id desc)`.execute(db);

  // The kind check is replaced whole, whatever an earlier migration named it.
  await sql`do $$
    declare c record;
    begin
      for c in select conname from pg_constraint
        where conrelid = 'member_notices'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%kind%'
      loop
        execute format('alter table member_notices drop constraint %I', c.conname);
      end loop;
    end $$`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in (${sql.join(noticeKinds.map((k) => sql.lit(k)))}))`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table affiliate_applications`.execute(db);
  await sql`drop table feedback`.execute(db);
};
