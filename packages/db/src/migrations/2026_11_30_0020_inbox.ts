import { sql, type Kysely } from 'kysely';

/** Every member notice kind once this migration has run: the baseline's and the promotions engine's bonus. */
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
];

/**
 * The members' inbox (docs/inbox.md):
 * - `inbox_messages`: one row per staff message, whatever its reach: to one member, to a segment
 *   (VIP levels, member types, an agent's whole team, registered between two instants) or to
 *   everyone. Who may read it is decided at read time from these columns, so a message to a million
 *   members is one insert;
 * - `inbox_message_marks`: one row per reader and message, written only when the reader opens or
 *   deletes it; no row means unread;
 * - `member_notices.deleted_at`, so a member deletes a system notice the same way.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table inbox_messages (
    id bigint generated always as identity primary key,
    audience text not null constraint inbox_messages_audience check (audience in ('member', 'segment', 'all')),
    member_id bigint references members (id),
    vip_levels smallint[],
    member_types integer[],
    agent_id bigint references members (id),
    registered_from timestamptz,
    registered_to timestamptz,
    language text not null,
    title text not null constraint inbox_messages_title check (char_length(title) between 1 and 200),
    body text not null constraint inbox_messages_body check (char_length(body) between 1 and 5000),
    translations jsonb not null default '{}'::jsonb constraint inbox_messages_translations check (jsonb_typeof(translations) = 'object'),
    publish_at timestamptz not null default now(),
    expire_at timestamptz,
    reach integer not null default 0,
    created_by text not null,
    created_at timestamptz not null default now(),
    cancelled_by text,
    cancelled_at timestamptz,
    constraint inbox_messages_member check ((audience = 'member') = (member_id is not null)),
    constraint inbox_messages_window check (expire_at is null or expire_at > publish_at),
    constraint inbox_messages_registered check (registered_to is null or registered_from is null or registered_to > registered_from)
  )`.execute(db);
  // A member's own messages: one indexed range; the broadcasts: the few live ones, newest first.
  await sql`create index inbox_messages_to_member on inbox_messages (member_id, publish_at desc) where audience = 'member'`.execute(db);
  await sql`create index inbox_messages_broadcast on inbox_messages (publish_at desc) where audience <> 'member' and cancelled_at is null`.execute(db);
  await sql`create index inbox_messages_sent on inbox_messages (id desc)`.execute(db);

  await sql`create table inbox_message_marks (
    member_id bigint not null references members (id),
    message_id bigint not null references inbox_messages (id),
    read_at timestamptz,
    deleted_at timestamptz,
    constraint inbox_message_marks_pk primary key (member_id, message_id)
  )`.execute(db);
  await sql`create index inbox_message_marks_message on inbox_message_marks (message_id) where read_at is not null`.execute(db);

  await sql`alter table member_notices add column deleted_at timestamptz`.execute(db);
  await sql`create index member_notices_unread on member_notices (member_id) where read_at is null and deleted_at is null`.execute(db);
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
  await sql`drop index member_notices_unread`.execute(db);
  await sql`alter table member_notices drop column deleted_at`.execute(db);
  await sql`drop table inbox_message_marks`.execute(db);
  await sql`drop table inbox_messages`.execute(db);
};
