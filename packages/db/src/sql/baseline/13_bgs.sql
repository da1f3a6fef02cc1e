-- Built-in games: provably fair seed pairs, crash rounds and their lease, bets.

create table bgs_seed_pairs (
  id bigserial primary key,
  member_id bigint not null references members(id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index bgs_seed_pairs_active on bgs_seed_pairs (member_id) WHERE (revealed_at IS NULL);
create index bgs_seed_pairs_member on bgs_seed_pairs (member_id, id);

create table bgs_crash_rounds (
  id bigserial primary key,
  server_seed text not null,
  server_seed_hash text not null,
  crash_point bigint not null check (crash_point >= 100),
  status text not null default 'betting'::text check (status in ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  growth_per_ms double precision not null,
  created_at timestamptz not null default now()
);
create index bgs_crash_rounds_open on bgs_crash_rounds (id) WHERE (status <> 'crashed'::text);

create table bgs_bets (
  id bigserial primary key,
  member_id bigint not null references members(id),
  game text not null check (game in ('dice', 'limbo', 'mines', 'plinko', 'crash')),
  vendor_code text not null,
  game_code text not null,
  currency text not null,
  amount bigint not null check (amount > 0),
  payout bigint check (payout >= 0),
  status text not null check (status in ('pending', 'open', 'won', 'lost')),
  wallet_settled boolean not null default false,
  seed_pair_id bigint references bgs_seed_pairs(id),
  crash_round_id bigint references bgs_crash_rounds(id),
  client_seed text not null,
  nonce bigint not null,
  params jsonb not null,
  outcome jsonb,
  revealed smallint[] not null default '{}'::smallint[],
  cashed_out_at bigint,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint bgs_bets_seed check ((seed_pair_id IS NULL) <> (crash_round_id IS NULL))
);
create unique index bgs_bets_crash_member on bgs_bets (crash_round_id, member_id) WHERE (crash_round_id IS NOT NULL);
create index bgs_bets_member on bgs_bets (member_id, id);
create unique index bgs_bets_open_mines on bgs_bets (member_id) WHERE ((game = 'mines'::text) AND (status = ANY (ARRAY['pending'::text, 'open'::text])));
create unique index bgs_bets_pair_nonce on bgs_bets (seed_pair_id, nonce) WHERE (seed_pair_id IS NOT NULL);
create index bgs_bets_unsettled on bgs_bets (id) WHERE (NOT wallet_settled);

create table bgs_crash_lease (
  id integer primary key check (id = 1),
  holder text not null,
  expires_at timestamptz not null
);
