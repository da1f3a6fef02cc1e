-- Withdrawals: the member bank accounts paid to, withdrawal orders and their disputes.

create table member_bank_accounts (
  id bigserial primary key,
  member_id bigint not null references members(id),
  bank_name text not null,
  account_number text not null,
  payee_name text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  confirmed_at timestamptz
);
create index member_bank_accounts_member on member_bank_accounts (member_id, id);

create table withdrawals (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references members(id),
  idempotency_key text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  main_account_id bigint not null references ledger_accounts(id),
  hold_account_id bigint not null references ledger_accounts(id),
  bank_account_id bigint not null references member_bank_accounts(id),
  bank_name text not null,
  account_number text not null,
  payee_name text not null,
  status text not null default 'pending'::text check (status in ('pending', 'paying', 'approved', 'rejected')),
  payout_attempts integer not null default 0,
  payout_error text,
  provider_code text,
  provider_ref text,
  reject_reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  auto_confirm_at timestamptz,
  receipt_kind text check (receipt_kind in ('full', 'partial', 'not_received', 'auto')),
  received_amount bigint,
  receipt_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint withdrawals_member_key unique (member_id, idempotency_key)
);
create index withdrawals_member on withdrawals (member_id, id);
create index withdrawals_status on withdrawals (status, id);
create index withdrawals_unconfirmed on withdrawals (auto_confirm_at) where ((status = 'approved'::text) AND (receipt_kind IS NULL));

create table withdrawal_disputes (
  id bigserial primary key,
  withdrawal_id bigint not null unique references withdrawals(id),
  member_id bigint not null references members(id),
  kind text not null check (kind in ('partial', 'not_received')),
  amount bigint not null,
  received_amount bigint not null,
  proof_urls jsonb not null default '[]'::jsonb,
  status text not null default 'open'::text check (status in ('open', 'resolved')),
  resolution_note text,
  resolved_by text,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index withdrawal_disputes_status on withdrawal_disputes (status, id);

create table payment_password_failures (
  id bigserial primary key,
  member_id bigint not null references members(id),
  created_at timestamptz not null default now()
);
create index payment_password_failures_member on payment_password_failures (member_id, created_at);
