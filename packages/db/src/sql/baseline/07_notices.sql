-- Notices shown to one member.

create table member_notices (
  id bigserial primary key,
  member_id bigint not null references members(id),
  kind text not null check (kind in ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'transfer_received', 'contract_offered', 'contract_accepted', 'contract_rejected', 'contract_terminated', 'contract_auto_terminated', 'contract_expired', 'settlement_paid', 'settlement_insufficient_funds', 'dividend_confirmation_due', 'account_frozen', 'security_changed')),
  params jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index member_notices_member on member_notices (member_id, id);
