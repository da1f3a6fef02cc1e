import { sql, type Kysely } from 'kysely';

/**
 * VIP levels (docs/loyalty.md, "VIP levels"): the ladder staff define, the programme's settings
 * (its loyalty promotion, the rolling window, the keep-level period), the history of every level
 * change, the VIP bonuses owed and paid (one per member and period key), the closed weekly and
 * monthly periods, the runs and their lease. A member's level itself stays `members.vip_level`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table vip_settings (
    id smallint primary key default 1 constraint vip_settings_one check (id = 1),
    promotion_id integer references content_promotions (id) on delete set null,
    window_days integer not null default 30 constraint vip_settings_window check (window_days between 1 and 365),
    keep_period text not null default 'monthly' constraint vip_settings_keep_period check (keep_period in ('weekly', 'monthly', 'none')),
    max_drop_levels integer not null default 1 constraint vip_settings_max_drop check (max_drop_levels between 1 and 100),
    started_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into vip_settings (id) values (1)`.execute(db);

  await sql`create table vip_levels (
    level integer primary key constraint vip_levels_level check (level between 0 and 100),
    names jsonb not null default '{}'::jsonb constraint vip_levels_names check (jsonb_typeof(names) = 'object'),
    benefits jsonb not null default '{}'::jsonb constraint vip_levels_benefits check (jsonb_typeof(benefits) = 'object'),
    icon text not null default 'builtin:star' constraint vip_levels_icon check (char_length(icon) between 1 and 500),
    deposit_threshold bigint not null default 0 constraint vip_levels_deposit check (deposit_threshold >= 0),
    valid_bet_threshold bigint not null default 0 constraint vip_levels_bet check (valid_bet_threshold >= 0),
    keep_deposit bigint not null default 0 constraint vip_levels_keep_deposit check (keep_deposit >= 0),
    keep_valid_bet bigint not null default 0 constraint vip_levels_keep_bet check (keep_valid_bet >= 0),
    upgrade_bonus bigint not null default 0 constraint vip_levels_upgrade check (upgrade_bonus >= 0),
    weekly_bonus bigint not null default 0 constraint vip_levels_weekly check (weekly_bonus >= 0),
    monthly_bonus bigint not null default 0 constraint vip_levels_monthly check (monthly_bonus >= 0),
    turnover_multiple_bp integer not null default 10000 constraint vip_levels_turnover check (turnover_multiple_bp between 0 and 10000000),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table vip_level_history (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    from_level integer not null,
    to_level integer not null,
    reason text not null constraint vip_level_history_reason check (reason in ('upgrade', 'downgrade', 'staff')),
    period_key text,
    staff_id integer references staff_users (id),
    remark text constraint vip_level_history_remark check (char_length(remark) <= 500),
    created_at timestamptz not null default now(),
    constraint vip_level_history_moved check (from_level <> to_level)
  )`.execute(db);
  await sql`create index vip_level_history_member on vip_level_history (member_id, id desc)`.execute(db);

  // One bonus per member and period key: the key is also the promotion claim's period key.
  await sql`create table vip_bonus_dues (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    kind text not null constraint vip_bonus_dues_kind check (kind in ('upgrade', 'weekly', 'monthly')),
    level integer not null,
    period_key text not null constraint vip_bonus_dues_period_key check (period_key ~ '^[A-Za-z0-9:_-]{1,64}$'),
    amount bigint not null constraint vip_bonus_dues_amount check (amount > 0),
    turnover_multiple_bp integer not null,
    status text not null default 'owed' constraint vip_bonus_dues_status check (status in ('owed', 'paid', 'refused')),
    claim_id bigint,
    error text constraint vip_bonus_dues_error check (char_length(error) <= 200),
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint vip_bonus_dues_once unique (member_id, period_key)
  )`.execute(db);
  await sql`create index vip_bonus_dues_owed on vip_bonus_dues (id) where status = 'owed'`.execute(db);

  await sql`create table vip_period_closes (
    period_key text primary key,
    kind text not null constraint vip_period_closes_kind check (kind in ('weekly', 'monthly')),
    period_start timestamptz not null,
    period_end timestamptz not null,
    bonuses integer not null default 0,
    downgraded integer not null default 0,
    closed_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table vip_runs (
    id bigint generated always as identity primary key,
    runner text not null,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    upgraded integer not null default 0,
    downgraded integer not null default 0,
    bonuses_paid integer not null default 0,
    bonuses_refused integer not null default 0,
    error text constraint vip_runs_error check (char_length(error) <= 2000)
  )`.execute(db);

  // The runs read credited deposits by the time they were credited, over a window: an index range
  // rather than every credited deposit each tick.
  await sql`create index deposits_credited_at on deposits (updated_at) where status = 'credited'`.execute(db);

  await sql`create table vip_run_leases (
    name text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index deposits_credited_at`.execute(db);
  for (const table of ['vip_run_leases', 'vip_runs', 'vip_period_closes', 'vip_bonus_dues', 'vip_level_history', 'vip_levels', 'vip_settings']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
};
