-- In-house provably fair games (docs/provably-fair.md).
--
-- - bgs_seed_pairs: per member one active pair (partial unique index): the server seed (secret until
--   the pair is rotated, then revealed_at is set and it is shown), its SHA-256, the client seed and
--   the next nonce. A nonce is taken with one UPDATE ... RETURNING, so parallel bets never share one.
-- - bgs_crash_rounds: the shared crash rounds, each with its own server seed (hash published when
--   betting opens, seed revealed at the crash) and its crash point.
-- - bgs_bets: one row per bet; the wallet round id is the bet id (txIds bet:{id}, win:{id}).
--   status: pending (nonce taken, debit not confirmed) -> open (debit confirmed; mines and crash
--   while playing) -> won | lost (outcome fixed); wallet_settled turns true once the win call
--   (payout, possibly 0, round closed) is acknowledged, so a sweep can resend what a crash
--   interrupted. A refused debit deletes its pending row.
-- - bgs_crash_lease: one row; the API instance holding an unexpired lease runs the crash rounds.

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
create unique index bgs_seed_pairs_active on bgs_seed_pairs (member_id) where (revealed_at IS NULL);
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
create index bgs_crash_rounds_open on bgs_crash_rounds (id) where (status <> 'crashed'::text);

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
create unique index bgs_bets_crash_member on bgs_bets (crash_round_id, member_id) where (crash_round_id IS NOT NULL);
create index bgs_bets_member on bgs_bets (member_id, id);
create unique index bgs_bets_open_mines on bgs_bets (member_id) where ((game = 'mines'::text) AND (status = ANY (ARRAY['pending'::text, 'open'::text])));
create unique index bgs_bets_pair_nonce on bgs_bets (seed_pair_id, nonce) where (seed_pair_id IS NOT NULL);
create index bgs_bets_unsettled on bgs_bets (id) where (NOT wallet_settled);

create table bgs_crash_lease (
  id integer primary key check (id = 1),
  holder text not null,
  expires_at timestamptz not null
);
