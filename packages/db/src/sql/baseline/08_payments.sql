-- Deposits: payment methods, deposit orders and proofs, and the sandbox payment provider.

create table payment_methods (
  id serial primary key,
  code text not null unique,
  name text not null,
  names jsonb not null default '{}'::jsonb,
  kind text not null check (kind in ('manual_bank', 'gateway')),
  provider_code text not null,
  bank_name text not null default ''::text,
  account_name text not null default ''::text,
  account_number text not null default ''::text,
  instructions text not null default ''::text,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_methods_range check (max_amount >= min_amount)
);

create table deposits (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references members(id),
  holder_is_agent boolean not null default false,
  method_id integer not null references payment_methods(id),
  kind text not null check (kind in ('manual_bank', 'gateway')),
  provider_code text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'pending'::text check (status in ('pending', 'credited', 'rejected', 'failed')),
  idempotency_key text not null,
  request_hash text not null,
  transfer_reference text,
  provider_ref text,
  redirect_url text,
  reason text,
  journal_id bigint,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deposits_member_idempotency unique (member_id, idempotency_key)
);
create index deposits_member on deposits (member_id, id);
create unique index deposits_provider_ref on deposits (provider_code, provider_ref) where (provider_ref IS NOT NULL);
create index deposits_status on deposits (status, id);

create table deposit_proofs (
  id bigserial primary key,
  token text not null unique,
  member_id bigint not null references members(id),
  deposit_id bigint references deposits(id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index deposit_proofs_deposit on deposit_proofs (deposit_id);

create table sandbox_checkouts (
  token text primary key,
  order_no text not null unique,
  payment_id text not null unique,
  amount bigint not null,
  currency text not null,
  return_url text not null,
  status text not null default 'open'::text check (status in ('open', 'paid', 'failed')),
  created_at timestamptz not null default now()
);

create table sandbox_payouts (
  payout_no text primary key,
  payment_id text not null unique,
  amount bigint not null,
  currency text not null,
  status text not null check (status in ('paid', 'failed')),
  reason text,
  created_at timestamptz not null default now()
);
