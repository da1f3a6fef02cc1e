-- Members (players and agents) and what signs them in: sessions, login events and challenges,
-- password resets, social links, signing keys.
--
-- The team tree is a closure table, member_tree: one row per (ancestor, descendant) pair, the member
-- itself at depth 0, so "my whole team" is one indexed range read (ancestor_id = me) at any depth.
-- Triggers on members keep it in step with members.upline_id, so no code path can forget it: an
-- insert adds the new members under their uplines' ancestors, a change of upline moves the whole
-- subtree, and a change that would put a member under its own subtree is refused.
-- member_team_sizes (direct and whole-team counts) follows by statement triggers on the tree.

create table members (
  id bigserial primary key,
  account text not null,
  nickname text,
  type integer not null default 0,
  status text not null default 'active'::text check (status in ('active', 'disabled', 'frozen')),
  password_hash text not null,
  password_is_default boolean not null default false,
  password_changed_at timestamptz not null default now(),
  country_dialing_code text,
  mobile_num text,
  email text,
  real_name text,
  profile jsonb not null default '{}'::jsonb,
  upline_id bigint references members(id),
  affiliate_code text unique,
  referral_code text,
  language text,
  register_method text not null check (register_method in ('username', 'mobile', 'social', 'trial', 'agent', 'staff')),
  register_ip text,
  totp_secret text,
  totp_last_step bigint,
  payment_password_hash text,
  first_login_at timestamptz,
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz not null default now(),
  totp_pending_secret text,
  frozen_reason text,
  frozen_at timestamptz,
  constraint members_mobile_pair check ((country_dialing_code IS NULL) = (mobile_num IS NULL))
);
create unique index members_account_ci on members (lower(account));
create index members_account_trgm on members using gin (lower(account) gin_trgm_ops);
create index members_email_ci on members (lower(email)) where (email IS NOT NULL);
create unique index members_mobile on members (country_dialing_code, mobile_num) where (mobile_num IS NOT NULL);
create index members_nickname_trgm on members using gin (lower(COALESCE(nickname, ''::text)) gin_trgm_ops);
create index members_upline on members (upline_id);
CREATE TRIGGER member_tree_insert AFTER INSERT ON members REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_tree_on_insert();
CREATE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_tree_on_move();

create table member_sessions (
  id bigserial primary key,
  token_hash text not null unique,
  member_id bigint not null references members(id),
  method text not null,
  remember boolean not null default false,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index member_sessions_live on member_sessions (member_id) where (revoked_at IS NULL);

create table member_login_events (
  id bigserial primary key,
  account_key text not null,
  member_id bigint references members(id),
  ip text not null,
  method text not null,
  outcome text not null,
  user_agent text,
  created_at timestamptz not null default now()
);
create index member_login_events_key_ip on member_login_events (account_key, ip, created_at);
create index member_login_events_member on member_login_events (member_id, id);

create table member_known_ips (
  member_id bigint not null references members(id),
  ip text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  constraint member_known_ips_pk primary key (member_id, ip)
);

create table member_login_challenges (
  token_hash text primary key,
  member_id bigint not null references members(id),
  ip text not null,
  method text not null,
  remember boolean not null default false,
  portal text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  social_bind_hash text
);

create table member_password_resets (
  token_hash text primary key,
  member_id bigint not null references members(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table member_social_links (
  issuer text not null,
  subject text not null,
  member_id bigint not null references members(id),
  created_at timestamptz not null default now(),
  id bigserial unique,
  provider_id text,
  constraint member_social_links_pk primary key (issuer, subject),
  constraint member_social_links_member_issuer unique (member_id, issuer)
);
CREATE TRIGGER member_social_links_fixed BEFORE UPDATE ON member_social_links FOR EACH ROW EXECUTE FUNCTION forbid_change();

create table server_keys (
  name text primary key,
  public_jwk jsonb not null,
  private_pem text not null,
  created_at timestamptz not null default now()
);

create table member_social_binds (
  token_hash text primary key,
  provider_id text not null,
  issuer text not null,
  subject text not null,
  ip text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
alter table member_login_challenges add constraint member_login_challenges_social_bind_hash_fkey foreign key (social_bind_hash) references member_social_binds(token_hash);

create table member_tree (
  ancestor_id bigint not null references members(id) on delete cascade,
  descendant_id bigint not null references members(id) on delete cascade,
  depth integer not null check (depth >= 0),
  constraint member_tree_pk primary key (ancestor_id, descendant_id)
);
create index member_tree_ancestor_depth on member_tree (ancestor_id, depth, descendant_id);
create index member_tree_descendant on member_tree (descendant_id, depth);
CREATE TRIGGER member_team_sizes_delete AFTER DELETE ON member_tree REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION member_team_sizes_on_delete();
CREATE TRIGGER member_team_sizes_insert AFTER INSERT ON member_tree REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_team_sizes_on_insert();

create table member_team_sizes (
  member_id bigint primary key references members(id) on delete cascade,
  direct_count integer not null default 0 check (direct_count >= 0),
  team_count integer not null default 0 check (team_count >= 0)
);

create table member_password_failures (
  id bigserial primary key,
  member_id bigint not null references members(id),
  session_id bigint not null,
  created_at timestamptz not null default now()
);
create index member_password_failures_member on member_password_failures (member_id, created_at);

create table envelope_nonces (
  nonce text primary key,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index envelope_nonces_expires on envelope_nonces (expires_at);

create table member_social_nonces (
  nonce_hash text primary key,
  provider_id text not null,
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index member_social_nonces_expires on member_social_nonces (expires_at);

create table member_social_tokens_seen (
  token_hash text primary key,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index member_social_tokens_seen_expires on member_social_tokens_seen (expires_at);
