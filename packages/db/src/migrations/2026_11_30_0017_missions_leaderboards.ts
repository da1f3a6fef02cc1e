import { sql, type Kysely } from 'kysely';

/**
 * Missions and leaderboards (docs/loyalty.md, "Missions and leaderboards"):
 * - `loyalty_missions`: daily or weekly missions staff compose from conditions (all must hold), with
 *   their texts per language, window, eligibility and reward (money with turnover, points or wheel tickets);
 * - `loyalty_mission_claims`: one claim per mission, member and period, whatever races or replays it;
 * - `loyalty_leaderboards`: boards by valid bets or biggest win per day, week or month and category,
 *   with prizes per rank;
 * - `loyalty_board_standings`: each board period's scores, refreshed set-based by the board run, so
 *   the player's table is one indexed read and the vendor wallet call is left as it was;
 * - `loyalty_board_periods` and `loyalty_board_prizes`: a period closed once and each rank's prize
 *   written once, then paid through the promotions engine (idempotent per board, period and rank);
 * - `loyalty_board_leases`: the run's lease, so one instance ticks at a time.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table loyalty_missions (
    id serial primary key,
    period text not null constraint loyalty_missions_period check (period in ('daily', 'weekly')),
    title text not null constraint loyalty_missions_title check (char_length(title) between 1 and 120),
    description text not null default '' constraint loyalty_missions_description check (char_length(description) <= 1000),
    translations jsonb not null default '{}'::jsonb constraint loyalty_missions_translations check (jsonb_typeof(translations) = 'object'),
    conditions jsonb not null constraint loyalty_missions_conditions check (jsonb_typeof(conditions) = 'array' and jsonb_array_length(conditions) between 1 and 5),
    reward_kind text not null constraint loyalty_missions_reward_kind check (reward_kind in ('money', 'points', 'tickets')),
    reward_amount bigint not null constraint loyalty_missions_reward_amount check (reward_amount > 0),
    turnover_multiple_bp integer not null default 0 constraint loyalty_missions_turnover check (turnover_multiple_bp between 0 and 10000000),
    promotion_id integer references content_promotions (id),
    vip_levels jsonb not null default '[]'::jsonb constraint loyalty_missions_vip_levels check (jsonb_typeof(vip_levels) = 'array'),
    member_types jsonb not null default '[]'::jsonb constraint loyalty_missions_member_types check (jsonb_typeof(member_types) = 'array'),
    start_at timestamptz,
    end_at timestamptz,
    enabled boolean not null default true,
    sequence integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint loyalty_missions_money_promotion check (reward_kind <> 'money' or promotion_id is not null),
    constraint loyalty_missions_window check (start_at is null or end_at is null or start_at < end_at)
  )`.execute(db);
  await sql`create table loyalty_mission_claims (
    id bigint generated always as identity primary key,
    mission_id integer not null references loyalty_missions (id),
    member_id bigint not null references members (id),
    period_key text not null,
    reward_kind text not null,
    reward_amount bigint not null,
    status text not null default 'paying' constraint loyalty_mission_claims_status check (status in ('paying', 'paid')),
    promotion_claim_id bigint,
    points_entry_id bigint,
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    constraint loyalty_mission_claims_once unique (mission_id, member_id, period_key)
  )`.execute(db);
  await sql`create index loyalty_mission_claims_member on loyalty_mission_claims (member_id, period_key)`.execute(db);

  await sql`create table loyalty_leaderboards (
    id serial primary key,
    metric text not null constraint loyalty_leaderboards_metric check (metric in ('valid_bets', 'biggest_win')),
    period text not null constraint loyalty_leaderboards_period check (period in ('daily', 'weekly', 'monthly')),
    category text constraint loyalty_leaderboards_category check (category in ('live', 'lottery', 'pvp', 'rng', 'sports')),
    title text not null constraint loyalty_leaderboards_title check (char_length(title) between 1 and 120),
    description text not null default '' constraint loyalty_leaderboards_description check (char_length(description) <= 1000),
    translations jsonb not null default '{}'::jsonb constraint loyalty_leaderboards_translations check (jsonb_typeof(translations) = 'object'),
    top_n smallint not null default 10 constraint loyalty_leaderboards_top_n check (top_n between 1 and 100),
    prizes jsonb not null default '[]'::jsonb constraint loyalty_leaderboards_prizes check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) <= 100),
    promotion_id integer references content_promotions (id),
    turnover_multiple_bp integer not null default 0 constraint loyalty_leaderboards_turnover check (turnover_multiple_bp between 0 and 10000000),
    enabled boolean not null default true,
    sequence integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint loyalty_leaderboards_prize_promotion check (jsonb_array_length(prizes) = 0 or promotion_id is not null)
  )`.execute(db);
  await sql`create table loyalty_board_standings (
    board_id integer not null references loyalty_leaderboards (id),
    period_key text not null,
    member_id bigint not null references members (id),
    score bigint not null,
    reached_at timestamptz not null,
    constraint loyalty_board_standings_pk primary key (board_id, period_key, member_id)
  )`.execute(db);
  await sql`create index loyalty_board_standings_rank on loyalty_board_standings (board_id, period_key, score desc, reached_at, member_id)`.execute(db);
  await sql`create table loyalty_board_periods (
    board_id integer not null references loyalty_leaderboards (id),
    period_key text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    status text not null default 'open' constraint loyalty_board_periods_status check (status in ('open', 'closed', 'paid')),
    refreshed_at timestamptz,
    closed_at timestamptz,
    paid_at timestamptz,
    constraint loyalty_board_periods_pk primary key (board_id, period_key)
  )`.execute(db);
  await sql`create table loyalty_board_prizes (
    board_id integer not null references loyalty_leaderboards (id),
    period_key text not null,
    rank smallint not null constraint loyalty_board_prizes_rank check (rank >= 1),
    member_id bigint not null references members (id),
    score bigint not null,
    amount bigint not null constraint loyalty_board_prizes_amount check (amount > 0),
    status text not null default 'owed' constraint loyalty_board_prizes_status check (status in ('owed', 'paid', 'failed')),
    promotion_claim_id bigint,
    error text,
    paid_at timestamptz,
    constraint loyalty_board_prizes_pk primary key (board_id, period_key, rank)
  )`.execute(db);
  await sql`create table loyalty_board_leases (
    name text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'loyalty_board_leases',
    'loyalty_board_prizes',
    'loyalty_board_periods',
    'loyalty_board_standings',
    'loyalty_leaderboards',
    'loyalty_mission_claims',
    'loyalty_missions',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
};
