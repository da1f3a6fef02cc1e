-- Bot checks (captchas, spent altcha signatures) and the server secrets they sign with.

create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table bot_check_captchas (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null
);
create index bot_check_captchas_expires on bot_check_captchas (expires_at);

create table bot_check_used_altcha (
  signature text primary key,
  expires_at timestamptz not null
);
create index bot_check_used_altcha_expires on bot_check_used_altcha (expires_at);
