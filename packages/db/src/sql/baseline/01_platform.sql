-- Settings, staff accounts and sessions, customer-service and resource entries, and the audit log:
-- append-only in the database itself, its entries chained through the one row of audit_chain_head.

create table settings (
  key text primary key,
  value jsonb not null,
  version integer not null default 0,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table staff_users (
  id serial primary key,
  username text not null,
  password_hash text not null,
  roles text[] not null,
  totp_secret text,
  totp_enrolled_at timestamptz,
  totp_last_step bigint,
  disabled boolean not null default false,
  failed_logins integer not null default 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  password_change_required boolean not null default false
);
create unique index staff_users_username_lower on staff_users (lower(username));

create table staff_sessions (
  id serial primary key,
  token_hash text not null unique,
  staff_id integer not null references staff_users(id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text
);
create index staff_sessions_staff on staff_sessions (staff_id);

create table staff_login_challenges (
  token_hash text primary key,
  staff_id integer not null references staff_users(id),
  kind text not null check (kind in ('enroll', 'verify')),
  pending_secret text,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);

create table customer_service_entries (
  id serial primary key,
  cs_type text not null check (cs_type in ('LIVECHAT', 'TELEGRAM', 'FACEBOOK')),
  cs_position integer not null default 0,
  title text not null,
  path text not null,
  enabled boolean not null default true
);

create table resources (
  id serial primary key,
  name text not null unique,
  label_name_en text not null,
  resource_type text not null,
  url text not null,
  enabled boolean not null default true
);

create table audit_log (
  id bigint primary key,
  at timestamptz not null,
  actor_type text not null check (actor_type in ('staff', 'member', 'system')),
  actor_id text,
  actor_name text,
  action text not null,
  target text,
  details jsonb not null,
  ip text,
  prev_hash text not null,
  hash text not null
);
create index audit_log_action on audit_log (action, id);
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();

create table audit_chain_head (
  id integer primary key check (id = 1),
  last_id bigint not null,
  last_hash text not null
);

create table staff_unknown_login_failures (
  username_lower text primary key,
  failed_logins integer not null default 0,
  locked_until timestamptz,
  last_failed_at timestamptz not null default now()
);
create index staff_unknown_login_failures_last on staff_unknown_login_failures (last_failed_at);

-- The audit chain starts from an all-zero hash.
insert into audit_chain_head (id, last_id, last_hash) values (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');
