-- Games: the vendor wallet API (docs/vendor-wallet.md), betting rounds, play totals, wager limits,
-- favourite and recent games.
--
-- - game_vendor_credentials: one row per vendor: its HMAC secret (the previous one stays valid until
--   previous_secret_until after a rotation), the IP allow-list (empty: any address), the launch URL.
-- - game_launch_tokens: single-use, stored hashed; authenticate exchanges one for a game session.
-- - game_sessions: what a vendor's sessionToken stands for (stored hashed).
-- - game_transactions: every bet, win and rollback by (vendor, txId), kept with the request hash and
--   the first answer, so a replay is answered the same and a changed replay is refused. A rollback of
--   an unknown txId is stored too (ref_tx_id: the txId it cancels), so that bet is refused later.
--   game_wallet_refusals keeps every refused call's answer the same way.
-- - game_rounds: a round per vendor, round id and member: bet, win and refund totals and status.
-- - member_game_hourly: per member, hour, vendor, category and currency, the figures points, VIP,
--   missions and agent contracts read (days: member_game_days in sql/functions). Keyed by member,
--   so a busy vendor never becomes one hot row.
-- - member_wager_limits: wager limits per rolling window, the deposit limits' rules (lowering at
--   once, raising after 24 hours); a bet past one is LIMIT_EXCEEDED.
-- All money moves through game_wallet_call (sql/functions).

create table game_vendor_credentials (
  vendor_id integer primary key references catalog_vendors(id),
  secret text not null,
  previous_secret text,
  previous_secret_until timestamptz,
  ip_allow_list text[] not null default '{}'::text[],
  launch_url text not null default ''::text,
  rotated_at timestamptz,
  updated_at timestamptz not null default now()
);

create table game_launch_tokens (
  token_hash text primary key,
  member_id bigint not null references members(id),
  vendor_id integer not null references catalog_vendors(id),
  game_id integer not null references catalog_games(id),
  currency text not null,
  language text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table game_sessions (
  id bigserial primary key,
  token_hash text not null unique,
  member_id bigint not null references members(id),
  vendor_id integer not null references catalog_vendors(id),
  game_id integer not null references catalog_games(id),
  currency text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index game_sessions_member on game_sessions (member_id, created_at);

create domain game_round_status as text
  constraint game_round_status_check check (VALUE in ('open', 'closed', 'cancelled'));

create table game_rounds (
  id bigserial primary key,
  vendor_id integer not null,
  round_id text not null,
  member_id bigint not null,
  game_id integer,
  game_code text not null,
  game_type text not null,
  currency text not null,
  bet_count integer not null default 0,
  bet_amount bigint not null default 0,
  win_amount bigint not null default 0,
  refund_amount bigint not null default 0,
  status game_round_status not null default 'open'::text,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint game_rounds_vendor_round_member unique (vendor_id, round_id, member_id)
);
create index game_rounds_closed_window on game_rounds (closed_at, member_id) where ((status)::text = 'closed'::text);
create index game_rounds_member on game_rounds (member_id, opened_at);
create index game_rounds_opened on game_rounds (opened_at);

create domain game_wallet_action as text
  constraint game_wallet_action_check check (VALUE in ('bet', 'win', 'rollback'));

create domain game_wallet_amount as bigint
  constraint game_wallet_amount_check check (VALUE >= 0);

create table game_transactions (
  id bigserial primary key,
  vendor_id integer not null,
  tx_id text not null,
  action game_wallet_action not null,
  member_id bigint not null,
  round_id text not null,
  round_pk bigint,
  game_code text not null,
  amount game_wallet_amount not null default 0,
  currency text not null,
  ref_tx_id text,
  request_hash text not null,
  response jsonb not null,
  journal_id bigint,
  rolled_back_by bigint,
  created_at timestamptz not null default now(),
  constraint game_transactions_vendor_tx unique (vendor_id, tx_id)
);
create index game_transactions_member on game_transactions (member_id, created_at);
create index game_transactions_rollback_ref on game_transactions (vendor_id, ref_tx_id) where ((action)::text = 'rollback'::text);
create index game_transactions_round on game_transactions (round_pk);

create table member_game_hourly (
  member_id bigint not null,
  hour_start timestamptz not null,
  vendor_id integer not null,
  game_type text not null,
  currency text not null,
  bet_count integer not null default 0,
  bet_amount bigint not null default 0,
  refund_amount bigint not null default 0,
  win_amount bigint not null default 0,
  valid_bet bigint generated always as (bet_amount - refund_amount) stored,
  profit_loss bigint generated always as ((win_amount - bet_amount) + refund_amount) stored,
  constraint member_game_hourly_pk primary key (member_id, hour_start, vendor_id, game_type, currency)
);
create index member_game_hourly_bucket on member_game_hourly (hour_start, vendor_id);

create table member_wager_limits (
  member_id bigint not null references members(id),
  span text not null check (span in ('day', 'week', 'month')),
  amount bigint check ((amount IS NULL) OR (amount >= 0)),
  pending_amount bigint check ((pending_amount IS NULL) OR (pending_amount >= 0)),
  pending_effective_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint member_wager_limits_pk primary key (member_id, span),
  constraint member_wager_limits_pending check ((pending_amount IS NULL) OR (pending_effective_at IS NOT NULL))
);

create table member_favourite_games (
  member_id bigint not null references members(id),
  game_id integer not null references catalog_games(id),
  created_at timestamptz not null default now(),
  constraint member_favourite_games_pk primary key (member_id, game_id)
);

create table member_recent_games (
  member_id bigint not null references members(id),
  game_id integer not null references catalog_games(id),
  played_at timestamptz not null default now(),
  constraint member_recent_games_pk primary key (member_id, game_id)
);
create index member_recent_games_member on member_recent_games (member_id, played_at);

create table game_wallet_refusals (
  vendor_id integer not null references catalog_vendors(id),
  tx_id text not null,
  action text not null check (action in ('bet', 'win', 'rollback')),
  member_id bigint,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null,
  constraint game_wallet_refusals_pkey primary key (vendor_id, tx_id)
);
create index game_wallet_refusals_member on game_wallet_refusals (member_id, created_at);
