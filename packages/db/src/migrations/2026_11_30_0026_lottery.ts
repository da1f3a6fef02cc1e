import { sql, type Kysely } from 'kysely';

/**
 * The in-house lottery (docs/lottery.md):
 * - `lottery_games`: one row a game the platform runs (a Vietnam region, a 4D or six-digit draw, a
 *   fast e-lottery game at one cadence), with its betting close, payout hold and risk limits;
 * - `lottery_terms`: every version of a game's odds and prize tables;
 * - `lottery_draws`: every scheduled draw of a game, its state, its commit-reveal seed (e-lottery),
 *   its confirmed result and the figures of its settlement;
 * - `lottery_result_entries`: results as entered, imported, simulated or drawn; a staff entry counts
 *   only once a different staff member confirms it (four eyes);
 * - `lottery_orders`: a member's confirmed slip on one draw, debited as one wallet bet;
 * - `lottery_order_refusals`: the answer to a slip refused by the draw's or the wallet's state;
 * - `lottery_bets`: the slip's lines with the terms they were taken at and, once settled, their win;
 * - `lottery_exposure`: per draw and number, what the operator would pay if that number is drawn;
 * - `lottery_member_stakes`: per draw and member, the stake taken (the member's limit per draw, and
 *   the members a settlement pays).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table lottery_games (
    code text primary key constraint lottery_games_code check (code ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
    family text not null constraint lottery_games_family check (family in ('vn', '4d', 'thai', 'elott')),
    prize_mode text not null constraint lottery_games_prize_mode check (prize_mode in ('lott', 'zy', 'elott', 'sea')),
    menu_group text not null constraint lottery_games_menu_group check (menu_group ~ '^[a-z0-9-]{1,32}$'),
    vendor_code text not null,
    game_code text not null,
    terms_id bigint,
    schedule jsonb not null constraint lottery_games_schedule check (jsonb_typeof(schedule) = 'object'),
    close_before_seconds integer not null constraint lottery_games_close check (close_before_seconds between 0 and 86400),
    payout_delay_seconds integer not null default 0 constraint lottery_games_payout_delay check (payout_delay_seconds between 0 and 86400),
    number_limit bigint constraint lottery_games_number_limit check (number_limit > 0),
    min_stake bigint not null constraint lottery_games_min_stake check (min_stake > 0),
    max_stake bigint not null,
    member_draw_limit bigint constraint lottery_games_member_limit check (member_draw_limit > 0),
    enabled boolean not null default true,
    sort integer not null default 0,
    updated_at timestamptz not null default now(),
    constraint lottery_games_stakes check (max_stake >= min_stake),
    constraint lottery_games_catalog_unique unique (vendor_code, game_code)
  )`.execute(db);

  // Every version of a game's terms is kept: an order names the version it was priced at, so a
  // change of odds never touches a bet already taken.
  await sql`create table lottery_terms (
    id bigint generated always as identity primary key,
    game_code text not null references lottery_games (code),
    terms jsonb not null constraint lottery_terms_object check (jsonb_typeof(terms) = 'object'),
    created_by integer references staff_users (id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`alter table lottery_games add constraint lottery_games_terms foreign key (terms_id) references lottery_terms (id)`.execute(db);

  await sql`create table lottery_draws (
    id bigint generated always as identity primary key,
    game_code text not null references lottery_games (code),
    draw_key text not null constraint lottery_draws_key check (draw_key ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
    province text,
    opens_at timestamptz not null,
    close_at timestamptz not null,
    draw_at timestamptz not null,
    status text not null default 'open'
      constraint lottery_draws_status check (status in ('open', 'closed', 'resulted', 'settled', 'paying', 'paid', 'voiding', 'void')),
    seed text constraint lottery_draws_seed check (seed ~ '^[0-9a-f]{64}$'),
    seed_hash text constraint lottery_draws_seed_hash check (seed_hash ~ '^[0-9a-f]{64}$'),
    result jsonb,
    result_version integer not null default 0,
    settled_version integer,
    pay_after timestamptz,
    bet_count integer not null default 0,
    stake_total bigint not null default 0,
    payout_total bigint not null default 0,
    settled_at timestamptz,
    paid_at timestamptz,
    voided_at timestamptz,
    void_reason text constraint lottery_draws_void_reason check (char_length(void_reason) between 1 and 500),
    created_at timestamptz not null default now(),
    constraint lottery_draws_key_unique unique (game_code, draw_key),
    constraint lottery_draws_times check (opens_at < close_at and close_at <= draw_at),
    constraint lottery_draws_result check ((result is null) = (result_version = 0)),
    constraint lottery_draws_seed_committed check (seed is null or seed_hash is not null)
  )`.execute(db);
  // The runner's work lists: draws to close, draw, settle and pay, and the board's newest draws.
  await sql`create index lottery_draws_due on lottery_draws (status, close_at) where status not in ('paid', 'void')`.execute(db);
  await sql`create index lottery_draws_game_time on lottery_draws (game_code, draw_at desc)`.execute(db);

  await sql`create table lottery_result_entries (
    id bigint generated always as identity primary key,
    draw_id bigint not null references lottery_draws (id),
    result jsonb not null,
    source text not null constraint lottery_result_entries_source check (source in ('staff', 'file', 'simulated', 'server')),
    entered_by integer references staff_users (id),
    entered_at timestamptz not null default now(),
    status text not null default 'pending' constraint lottery_result_entries_status check (status in ('pending', 'confirmed', 'rejected')),
    decided_by integer references staff_users (id),
    decided_at timestamptz,
    version integer,
    constraint lottery_result_entries_staff check ((source in ('staff', 'file')) = (entered_by is not null)),
    -- Four eyes: a result staff typed or imported counts only when someone else confirms it.
    constraint lottery_result_entries_four_eyes check (
      status <> 'confirmed' or source in ('simulated', 'server') or (decided_by is not null and decided_by <> entered_by)
    ),
    constraint lottery_result_entries_version check ((status = 'confirmed') = (version is not null))
  )`.execute(db);
  await sql`create unique index lottery_result_entries_one_pending on lottery_result_entries (draw_id) where status = 'pending'`.execute(db);
  await sql`create unique index lottery_result_entries_version on lottery_result_entries (draw_id, version) where version is not null`.execute(db);

  await sql`create table lottery_orders (
    id bigint generated always as identity primary key,
    draw_id bigint not null references lottery_draws (id),
    member_id bigint not null references members (id),
    client_key text not null constraint lottery_orders_client_key check (client_key ~ '^[A-Za-z0-9_-]{8,64}$'),
    request_hash text not null,
    terms_id bigint not null references lottery_terms (id),
    amount bigint not null constraint lottery_orders_amount check (amount > 0),
    line_count integer not null constraint lottery_orders_lines check (line_count between 1 and 200),
    payout bigint,
    status text not null default 'open' constraint lottery_orders_status check (status in ('open', 'settled', 'void')),
    created_at timestamptz not null default now(),
    constraint lottery_orders_client_unique unique (member_id, client_key)
  )`.execute(db);
  await sql`create index lottery_orders_draw on lottery_orders (draw_id, member_id)`.execute(db);
  await sql`create index lottery_orders_member on lottery_orders (member_id, id desc)`.execute(db);

  await sql`create table lottery_bets (
    id bigint generated always as identity primary key,
    order_id bigint not null references lottery_orders (id),
    draw_id bigint not null references lottery_draws (id),
    member_id bigint not null references members (id),
    line integer not null,
    bet_type text not null constraint lottery_bets_type check (bet_type ~ '^[a-z0-9-]{1,32}$'),
    selection jsonb not null,
    amount bigint not null constraint lottery_bets_amount check (amount > 0),
    max_payout bigint not null constraint lottery_bets_max_payout check (max_payout >= 0),
    payout bigint,
    settled_version integer,
    status text not null default 'open' constraint lottery_bets_status check (status in ('open', 'won', 'lost', 'void')),
    constraint lottery_bets_line_unique unique (order_id, line),
    constraint lottery_bets_settled check ((status in ('won', 'lost')) = (payout is not null and settled_version is not null))
  )`.execute(db);
  await sql`create index lottery_bets_draw on lottery_bets (draw_id, id)`.execute(db);

  await sql`create table lottery_exposure (
    draw_id bigint not null references lottery_draws (id),
    number text not null constraint lottery_exposure_number check (number ~ '^[0-9A-Za-z:-]{1,32}$'),
    liability bigint not null constraint lottery_exposure_liability check (liability >= 0),
    constraint lottery_exposure_pk primary key (draw_id, number)
  )`.execute(db);

  // An order refused for the state of the draw or the wallet keeps its answer: a retry of the same
  // key gets the same refusal, not a second chance the first request did not have.
  await sql`create table lottery_order_refusals (
    member_id bigint not null references members (id),
    client_key text not null,
    request_hash text not null,
    code text not null,
    details jsonb,
    created_at timestamptz not null default now(),
    constraint lottery_order_refusals_pk primary key (member_id, client_key)
  )`.execute(db);

  await sql`create table lottery_member_stakes (
    draw_id bigint not null references lottery_draws (id),
    member_id bigint not null references members (id),
    staked bigint not null constraint lottery_member_stakes_staked check (staked >= 0),
    payout bigint,
    constraint lottery_member_stakes_pk primary key (draw_id, member_id)
  )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table lottery_games drop constraint lottery_games_terms`.execute(db);
  for (const table of [
    'lottery_member_stakes',
    'lottery_order_refusals',
    'lottery_exposure',
    'lottery_bets',
    'lottery_orders',
    'lottery_result_entries',
    'lottery_draws',
    'lottery_terms',
    'lottery_games',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
};
