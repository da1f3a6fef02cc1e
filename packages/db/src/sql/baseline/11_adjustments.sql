-- Manual wallet adjustments, decided by a second member of staff.

create table wallet_adjustments (
  id bigserial primary key,
  member_id bigint not null references members(id),
  amount bigint not null check (amount <> 0),
  currency text not null,
  reason text not null,
  idempotency_key text not null unique,
  status text not null check (status in ('pending', 'posted', 'rejected')),
  requested_by integer not null references staff_users(id),
  requested_by_name text not null,
  decided_by integer references staff_users(id),
  decided_by_name text,
  decision_reason text,
  decided_at timestamptz,
  journal_id bigint references ledger_journals(id),
  created_at timestamptz not null default now(),
  constraint wallet_adjustments_four_eyes check ((decided_by IS NULL) OR (decided_by <> requested_by))
);
create index wallet_adjustments_member on wallet_adjustments (member_id, id);
create index wallet_adjustments_status on wallet_adjustments (status, id);
