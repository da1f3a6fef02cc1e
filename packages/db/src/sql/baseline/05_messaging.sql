-- Outgoing e-mail and SMS (the outbox) and verification codes with their send and attempt limits.

create table outbox_messages (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  status text not null default 'queued'::text check (status in ('queued', 'sent', 'failed')),
  provider text not null,
  provider_ref text,
  error text,
  member_id bigint,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_messages_channel on outbox_messages (channel, id DESC);
create index outbox_messages_recipient on outbox_messages (recipient, id DESC);
create index outbox_messages_sent on outbox_messages (channel, sent_at) where (status = 'sent'::text);

create table verification_codes (
  channel text not null check (channel in ('sms', 'email')),
  purpose text not null check (purpose in ('register', 'login', 'reset', 'bind', 'twoFactor')),
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  constraint verification_codes_pk primary key (channel, purpose, target)
);
create index verification_codes_expires on verification_codes (expires_at);

create table verification_sends (
  id bigserial primary key,
  target text not null,
  ip text not null,
  sent_at timestamptz not null
);
create index verification_sends_ip on verification_sends (ip, sent_at);
create index verification_sends_target on verification_sends (target, sent_at);

create table verification_locks (
  key text primary key,
  locked_until timestamptz not null
);
