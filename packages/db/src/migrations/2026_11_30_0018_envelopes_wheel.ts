import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Red envelopes and the prize wheel (docs/loyalty.md):
 * - `loyalty_wheel_ticket_balances` / `loyalty_wheel_ticket_entries`: the wheel tickets journal, on the
 *   points journal's rules (append-only, one entry per member and source event, never below zero),
 *   moved only by `loyalty_post_wheel_tickets`;
 * - `loyalty_wheel_prize_tables`: each version of the prize table (append-only, so a spin keeps the
 *   table it was drawn from); `loyalty_wheel_spins`: every spin with its roll and result;
 * - `loyalty_envelope_rains` / `loyalty_envelopes`: a rain and its envelopes, one row each, split when
 *   the rain is created; an envelope is taken by one member, a member takes one per rain;
 * - `loyalty_envelope_wheel_settings`: the promotions that pay them and the deposit ticket rule.
 */
export const functions = {
  loyalty_post_wheel_tickets: `CREATE OR REPLACE FUNCTION public.loyalty_post_wheel_tickets(p_member bigint, p_delta integer, p_source text, p_key text, p_remark text, p_details jsonb)
 RETURNS TABLE(entry_id bigint, delta integer, balance_after integer, created_at timestamp with time zone, replayed boolean, refusal text)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_balance integer;
      v_entry loyalty_wheel_ticket_entries%rowtype;
    begin
      -- One wheel-ticket movement, keyed per member by its source event, on the points journal's
      -- rules: the member's balance row is locked first, so a replay or a concurrent twin finds the
      -- first entry and answers with it; a debit past zero is refused as a row (WHEEL_NO_TICKETS),
      -- writing nothing, so the caller's transaction stays usable.
      if p_delta is null or p_delta = 0 then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"TICKETS_DELTA_ZERO"}';
      end if;
      insert into loyalty_wheel_ticket_balances (member_id) values (p_member) on conflict (member_id) do nothing;
      select b.balance into v_balance from loyalty_wheel_ticket_balances b where b.member_id = p_member for update;

      select * into v_entry from loyalty_wheel_ticket_entries e where e.member_id = p_member and e.source_key = p_key;
      if found then
        return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, true, null::text;
        return;
      end if;
      if v_balance + p_delta < 0 then
        return query select null::bigint, p_delta, v_balance, null::timestamptz, false, 'WHEEL_NO_TICKETS'::text;
        return;
      end if;

      update loyalty_wheel_ticket_balances b
        set balance = b.balance + p_delta,
            granted_total = b.granted_total + greatest(p_delta, 0),
            spent_total = b.spent_total + greatest(-p_delta, 0),
            updated_at = now()
        where b.member_id = p_member;
      insert into loyalty_wheel_ticket_entries (member_id, source, source_key, delta, balance_after, remark, details)
        values (p_member, p_source, p_key, p_delta, v_balance + p_delta, p_remark, coalesce(p_details, '{}'::jsonb))
        returning * into v_entry;
      return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, false, null::text;
    end $function$`,
};

const ticketSources = ['mission', 'deposit', 'staff', 'spin'];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table loyalty_wheel_ticket_balances (
    member_id bigint primary key references members (id),
    balance integer not null default 0 constraint loyalty_wheel_ticket_balances_not_negative check (balance >= 0),
    granted_total integer not null default 0 constraint loyalty_wheel_ticket_balances_granted check (granted_total >= 0),
    spent_total integer not null default 0 constraint loyalty_wheel_ticket_balances_spent check (spent_total >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table loyalty_wheel_ticket_entries (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    source text not null constraint loyalty_wheel_ticket_entries_source check (source in (${sql.join(ticketSources.map((s) => sql.lit(s)))})),
    source_key text not null constraint loyalty_wheel_ticket_entries_source_key check (source_key ~ '^[A-Za-z0-9:_.-]{1,96}$'),
    delta integer not null constraint loyalty_wheel_ticket_entries_delta check (delta <> 0),
    balance_after integer not null constraint loyalty_wheel_ticket_entries_balance_after check (balance_after >= 0),
    remark text constraint loyalty_wheel_ticket_entries_remark check (char_length(remark) <= 200),
    details jsonb not null default '{}'::jsonb constraint loyalty_wheel_ticket_entries_details check (jsonb_typeof(details) = 'object'),
    created_at timestamptz not null default now(),
    constraint loyalty_wheel_ticket_entries_once unique (member_id, source_key)
  )`.execute(db);
  await sql`create index loyalty_wheel_ticket_entries_member on loyalty_wheel_ticket_entries (member_id, id desc)`.execute(db);
  await sql`create trigger loyalty_wheel_ticket_entries_append_only before update or delete on loyalty_wheel_ticket_entries
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger loyalty_wheel_ticket_entries_no_truncate before truncate on loyalty_wheel_ticket_entries
    for each statement execute function forbid_change()`.execute(db);
  await applyFunctionSnapshots(db, functions);

  await sql`create table loyalty_envelope_wheel_settings (
    id smallint primary key default 1 constraint loyalty_envelope_wheel_settings_one check (id = 1),
    envelope_promotion_id integer,
    wheel_promotion_id integer,
    deposit_min_amount bigint constraint loyalty_envelope_wheel_settings_deposit_min check (deposit_min_amount > 0),
    deposit_tickets integer not null default 0 constraint loyalty_envelope_wheel_settings_deposit_tickets check (deposit_tickets between 0 and 100),
    deposit_rule_from timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into loyalty_envelope_wheel_settings (id) values (1)`.execute(db);

  await sql`create table loyalty_wheel_prize_tables (
    version integer generated always as identity primary key,
    prizes jsonb not null constraint loyalty_wheel_prize_tables_prizes check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 2 and 24),
    total_weight integer not null constraint loyalty_wheel_prize_tables_total check (total_weight > 0),
    created_by text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create trigger loyalty_wheel_prize_tables_append_only before update or delete on loyalty_wheel_prize_tables
    for each row execute function forbid_change()`.execute(db);

  await sql`create table loyalty_wheel_spins (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    client_key text not null constraint loyalty_wheel_spins_client_key check (client_key ~ '^[A-Za-z0-9_-]{8,64}$'),
    table_version integer not null references loyalty_wheel_prize_tables (version),
    roll integer not null,
    total_weight integer not null,
    prize_index integer not null,
    prize jsonb not null,
    kind text not null constraint loyalty_wheel_spins_kind check (kind in ('money', 'points', 'none')),
    amount bigint constraint loyalty_wheel_spins_amount check (amount > 0),
    currency text,
    points bigint constraint loyalty_wheel_spins_points check (points > 0),
    payout text not null constraint loyalty_wheel_spins_payout check (payout in ('none', 'pending', 'paid', 'refused')),
    payout_error text,
    claim_id bigint,
    points_entry_id bigint,
    ticket_entry_id bigint not null,
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    constraint loyalty_wheel_spins_roll check (roll >= 0 and roll < total_weight),
    constraint loyalty_wheel_spins_once unique (member_id, client_key)
  )`.execute(db);
  await sql`create index loyalty_wheel_spins_member on loyalty_wheel_spins (member_id, id desc)`.execute(db);
  await sql`create index loyalty_wheel_spins_pending on loyalty_wheel_spins (id) where payout = 'pending'`.execute(db);

  await sql`create table loyalty_envelope_rains (
    id bigint generated always as identity primary key,
    titles jsonb not null constraint loyalty_envelope_rains_titles check (jsonb_typeof(titles) = 'object'),
    pool_amount bigint not null constraint loyalty_envelope_rains_pool check (pool_amount > 0),
    currency text not null,
    envelope_count integer not null constraint loyalty_envelope_rains_count check (envelope_count between 1 and 100000),
    min_amount bigint not null constraint loyalty_envelope_rains_min check (min_amount > 0),
    max_amount bigint not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    eligibility jsonb not null default '{}'::jsonb constraint loyalty_envelope_rains_eligibility check (jsonb_typeof(eligibility) = 'object'),
    turnover_multiple_bp integer constraint loyalty_envelope_rains_turnover check (turnover_multiple_bp between 0 and 1000000),
    promotion_id integer not null,
    cancelled_at timestamptz,
    created_by text not null,
    created_at timestamptz not null default now(),
    constraint loyalty_envelope_rains_bounds check (min_amount <= max_amount and min_amount * envelope_count <= pool_amount and max_amount * envelope_count >= pool_amount),
    constraint loyalty_envelope_rains_window check (starts_at < ends_at)
  )`.execute(db);
  await sql`create index loyalty_envelope_rains_window on loyalty_envelope_rains (ends_at, starts_at)`.execute(db);
  await sql`create table loyalty_envelopes (
    id bigint generated always as identity primary key,
    rain_id bigint not null references loyalty_envelope_rains (id),
    amount bigint not null constraint loyalty_envelopes_amount check (amount > 0),
    member_id bigint references members (id),
    opened_at timestamptz,
    payout text not null default 'none' constraint loyalty_envelopes_payout check (payout in ('none', 'pending', 'paid', 'refused')),
    payout_error text,
    claim_id bigint,
    paid_at timestamptz,
    constraint loyalty_envelopes_once unique (rain_id, member_id),
    constraint loyalty_envelopes_opened check ((member_id is null) = (opened_at is null))
  )`.execute(db);
  await sql`create index loyalty_envelopes_unopened on loyalty_envelopes (rain_id, id) where member_id is null`.execute(db);
  await sql`create index loyalty_envelopes_member on loyalty_envelopes (member_id, id desc) where member_id is not null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table loyalty_envelopes`.execute(db);
  await sql`drop table loyalty_envelope_rains`.execute(db);
  await sql`drop table loyalty_wheel_spins`.execute(db);
  await sql`drop table loyalty_wheel_prize_tables`.execute(db);
  await sql`drop table loyalty_envelope_wheel_settings`.execute(db);
  await sql`drop function loyalty_post_wheel_tickets(bigint, integer, text, text, text, jsonb)`.execute(db);
  await sql`drop table loyalty_wheel_ticket_entries`.execute(db);
  await sql`drop table loyalty_wheel_ticket_balances`.execute(db);
};
