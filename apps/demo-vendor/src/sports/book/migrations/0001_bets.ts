import { sql, type Kysely } from 'kysely';

/**
 * The sportsbook's first tables: bets and their legs, cash-outs, the wallet outbox, manual cases,
 * member limits and the feed cursor. The schema `sportsbook` keeps them apart from anything else in
 * the database (DEMO_VENDOR_DATABASE_URL may point at a server that holds other things).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table sportsbook.bets (
      id text primary key,
      vendor_code text not null,
      game_code text not null,
      player_id text not null,
      session_token text not null,
      currency text not null,
      kind text not null check (kind in ('single', 'parlay')),
      stake int8 not null check (stake > 0),
      potential_return int8 not null check (potential_return >= stake),
      odds_policy text not null check (odds_policy in ('any', 'higher', 'none')),
      status text not null check (status in ('pending', 'placing', 'open', 'won', 'half-won', 'push', 'half-lost', 'lost', 'void', 'cashed-out', 'refused', 'failed')),
      refusal jsonb,
      in_play boolean not null,
      settlement_version int4 not null default 0,
      settled_return int8 check (settled_return >= 0),
      dirty boolean not null default false,
      placed_at timestamptz not null,
      accept_at timestamptz,
      accepted_at timestamptz,
      settled_at timestamptz,
      bet_tx_id text not null,
      platform_bet_tx_id text
    )`.execute(db);
  await sql`create index bets_player on sportsbook.bets (vendor_code, player_id, placed_at desc)`.execute(db);
  await sql`create index bets_dirty on sportsbook.bets (id) where dirty`.execute(db);
  await sql`create index bets_pending on sportsbook.bets (accept_at) where status = 'pending'`.execute(db);
  await sql`create index bets_placing on sportsbook.bets (placed_at) where status = 'placing'`.execute(db);

  await sql`
    create table sportsbook.legs (
      bet_id text not null references sportsbook.bets (id),
      leg_no int2 not null,
      selection_id text not null,
      event_id text not null,
      market_key text not null,
      market_kind text not null,
      selection_key text not null,
      odds int4 not null check (odds > 1000),
      requested_odds int4 not null,
      line_quarters int4,
      in_play boolean not null,
      outcome text check (outcome in ('win', 'half-win', 'push', 'half-loss', 'loss', 'void')),
      result_version int4,
      decided_at timestamptz,
      primary key (bet_id, leg_no)
    )`.execute(db);
  await sql`create index legs_event on sportsbook.legs (event_id, selection_id)`.execute(db);
  await sql`create index legs_undecided_event on sportsbook.legs (event_id) where outcome is null`.execute(db);

  await sql`
    create table sportsbook.cash_outs (
      bet_id text primary key references sportsbook.bets (id),
      amount int8 not null check (amount > 0),
      seen_price int8 not null,
      tx_id text not null,
      created_at timestamptz not null
    )`.execute(db);

  await sql`
    create table sportsbook.wallet_calls (
      seq int8 generated always as identity primary key,
      vendor_code text not null,
      tx_id text not null,
      bet_id text not null references sportsbook.bets (id),
      action text not null check (action in ('win', 'adjust', 'rollback')),
      body jsonb not null,
      state text not null check (state in ('recorded', 'answered')),
      status text,
      response jsonb,
      attempts int4 not null default 0,
      next_at timestamptz not null default now(),
      claimed_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      answered_at timestamptz,
      unique (vendor_code, tx_id)
    )`.execute(db);
  await sql`create index wallet_calls_due on sportsbook.wallet_calls (seq) where state = 'recorded'`.execute(db);
  await sql`create index wallet_calls_bet on sportsbook.wallet_calls (bet_id, seq)`.execute(db);

  await sql`
    create table sportsbook.manual_cases (
      id int8 generated always as identity primary key,
      bet_id text not null references sportsbook.bets (id),
      kind text not null,
      amount int8 not null,
      settlement_version int4 not null,
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      note text,
      unique (bet_id, settlement_version)
    )`.execute(db);

  await sql`
    create table sportsbook.member_limits (
      vendor_code text not null,
      player_id text not null,
      min_stake int8,
      max_stake int8,
      max_payout int8,
      updated_at timestamptz not null default now(),
      primary key (vendor_code, player_id)
    )`.execute(db);

  await sql`create table sportsbook.cursors (name text primary key, at_ms int8 not null)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['cursors', 'member_limits', 'manual_cases', 'wallet_calls', 'cash_outs', 'legs', 'bets'])
    await sql`drop table if exists ${sql.table(`sportsbook.${table}`)}`.execute(db);
};
