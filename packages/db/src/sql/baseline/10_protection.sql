-- Player protection: deposit limits, self-exclusions (append-only) and reality checks.

create table member_deposit_limits (
  member_id bigint not null references members(id),
  span text not null check (span in ('day', 'week', 'month')),
  amount bigint check ((amount IS NULL) OR (amount >= 0)),
  pending_amount bigint check ((pending_amount IS NULL) OR (pending_amount >= 0)),
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint member_deposit_limits_pk primary key (member_id, span),
  constraint member_deposit_limits_pending check ((pending_amount IS NULL) OR (pending_effective_at IS NOT NULL))
);

create table member_exclusions (
  id bigserial primary key,
  member_id bigint not null references members(id),
  kind text not null check (kind in ('self_exclusion', 'time_out')),
  period text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint member_exclusions_order check (ends_at > starts_at)
);
create index member_exclusions_member on member_exclusions (member_id, ends_at);
CREATE TRIGGER member_exclusions_no_change BEFORE DELETE OR UPDATE ON member_exclusions FOR EACH ROW EXECUTE FUNCTION member_exclusions_append_only();

create table member_protection_settings (
  member_id bigint primary key references members(id),
  reality_check_minutes integer check ((reality_check_minutes IS NULL) OR (reality_check_minutes > 0)),
  updated_at timestamptz not null default now()
);
