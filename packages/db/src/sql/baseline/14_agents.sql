-- Agent contracts and their settlement.
--
-- - agent_contracts: an offer from an upline (or, for a top-level agent, the platform: upline_id
--   null, offered by staff) to a direct downline agent. Terms are JSON validated by @gp/contracts
--   (agent-contracts.ts). At most one live offer and one active contract per downline and type
--   (partial unique indexes): accepting an offer while a contract is active replaces it.
-- - agent_settlements: one row per contract and period, the unique key that makes every job
--   idempotent. amount is what the figures (inputs) say is due, paid_amount what has moved through
--   the ledger; a re-run pays only the difference, under revision.
-- - agent_settlement_runs: each run of a job for a period, with its figures; scheduled and catch-up
--   runs are unique per job and period, staff re-runs add rows.
-- - agent_job_leases: one row per job; the instance holding an unexpired lease runs it.
-- - agent_invite_links: an agent's invitation links (affiliate code per link, player or agent).

create table agent_contracts (
  id bigserial primary key,
  type text not null check (type in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  upline_id bigint references members(id),
  downline_id bigint not null references members(id),
  offered_by_staff_id bigint references staff_users(id),
  status text not null default 'offered'::text check (status in ('offered', 'active', 'rejected', 'terminated', 'expired')),
  terms jsonb not null,
  period text not null check (period in ('five_minutes', 'hourly', 'daily', 'weekly', 'semi_monthly', 'monthly')),
  note text,
  offered_at timestamptz not null default now(),
  offer_expires_at timestamptz not null,
  responded_at timestamptz,
  effective_from timestamptz,
  ends_at timestamptz,
  ended_at timestamptz,
  ended_by text check (ended_by in ('upline', 'downline', 'system', 'staff')),
  end_reason text,
  replaces_id bigint references agent_contracts(id),
  updated_at timestamptz not null default now(),
  constraint agent_contracts_not_self check ((upline_id IS NULL) OR (upline_id <> downline_id))
);
create index agent_contracts_downline on agent_contracts (downline_id, status);
create index agent_contracts_live on agent_contracts (type, status) where (status = ANY (ARRAY['offered'::text, 'active'::text]));
create unique index agent_contracts_one_active on agent_contracts (downline_id, type) where (status = 'active'::text);
create unique index agent_contracts_one_offer on agent_contracts (downline_id, type) where (status = 'offered'::text);
create index agent_contracts_upline on agent_contracts (upline_id, type, status);

create table agent_settlements (
  id bigserial primary key,
  contract_id bigint not null references agent_contracts(id),
  type text not null,
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  payee_id bigint not null references members(id),
  payer_id bigint references members(id),
  status text not null check (status in ('nothing_due', 'awaiting_confirmation', 'insufficient_funds', 'paid', 'forced_pending', 'forced')),
  inputs jsonb not null,
  amount bigint not null check (amount >= 0),
  paid_amount bigint not null default 0 check (paid_amount >= 0),
  carry_in bigint not null default 0,
  carry_out bigint not null default 0,
  revision integer not null default 0,
  attempts integer not null default 0,
  last_error text,
  confirm_deadline timestamptz,
  confirmed_at timestamptz,
  refused_at timestamptz,
  forced_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint agent_settlements_contract_period unique (contract_id, period_key)
);
create index agent_settlements_open on agent_settlements (status, updated_at) where (status = ANY (ARRAY['awaiting_confirmation'::text, 'insufficient_funds'::text, 'forced_pending'::text]));
create index agent_settlements_payee on agent_settlements (payee_id, period_start);
create index agent_settlements_payer on agent_settlements (payer_id, period_start);

create table agent_settlement_runs (
  id bigserial primary key,
  job text not null check (job in ('realtime_salary', 'hourly_salary', 'daily_salary', 'dividend')),
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  trigger text not null check (trigger in ('schedule', 'catch_up', 'staff')),
  staff_id bigint references staff_users(id),
  runner text not null,
  status text not null default 'running'::text check (status in ('running', 'done', 'failed')),
  contracts integer not null default 0,
  paid_count integer not null default 0,
  paid_amount bigint not null default 0,
  summary jsonb not null default '{}'::jsonb,
  error text,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index agent_settlement_runs_once on agent_settlement_runs (job, period_key) where (trigger <> 'staff'::text);
create index agent_settlement_runs_recent on agent_settlement_runs (job, period_start);

create table agent_job_leases (
  job text primary key,
  holder text not null,
  expires_at timestamptz not null
);

create table agent_invite_links (
  id bigserial primary key,
  agent_id bigint not null references members(id),
  code text not null unique,
  kind text not null check (kind in ('player', 'agent')),
  label text,
  registrations integer not null default 0,
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);
create index agent_invite_links_agent on agent_invite_links (agent_id, created_at);
