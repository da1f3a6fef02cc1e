import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Loyalty points, the groundwork every loyalty feature builds on:
 * - `loyalty_point_balances`: one row per member, never below zero, with lifetime earned and spent;
 * - `loyalty_point_entries`: the append-only points journal, one entry per member and source event
 *   (`source_key`), so a replayed or racing movement is written once;
 * - `loyalty_post_points`: the one way points move (docs/loyalty.md);
 * - the `loyalty` promotion kind: VIP bonuses, mission rewards, prizes and conversions are paid as
 *   bonuses of a promotion of this kind, so budget, turnover and the cost report cover them.
 */
export const functions = {
  loyalty_post_points: `CREATE OR REPLACE FUNCTION public.loyalty_post_points(p_member bigint, p_delta bigint, p_source text, p_key text, p_remark text, p_details jsonb)
 RETURNS TABLE(entry_id bigint, delta bigint, balance_after bigint, created_at timestamp with time zone, replayed boolean, refusal text)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_balance bigint;
      v_entry loyalty_point_entries%rowtype;
    begin
      -- One points movement, keyed per member by its source event: the member's balance row is
      -- locked first, so a replay or a concurrent twin finds the first entry and answers with it.
      -- A movement that would take the balance below zero is refused as a row (POINTS_INSUFFICIENT),
      -- leaving the caller's transaction usable.
      if p_delta is null or p_delta = 0 then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"POINTS_DELTA_ZERO"}';
      end if;
      insert into loyalty_point_balances (member_id) values (p_member) on conflict (member_id) do nothing;
      select b.balance into v_balance from loyalty_point_balances b where b.member_id = p_member for update;

      select * into v_entry from loyalty_point_entries e where e.member_id = p_member and e.source_key = p_key;
      if found then
        return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, true, null::text;
        return;
      end if;
      if v_balance + p_delta < 0 then
        return query select null::bigint, p_delta, v_balance, null::timestamptz, false, 'POINTS_INSUFFICIENT'::text;
        return;
      end if;

      update loyalty_point_balances b
        set balance = b.balance + p_delta,
            earned_total = b.earned_total + greatest(p_delta, 0),
            spent_total = b.spent_total + greatest(-p_delta, 0),
            updated_at = now()
        where b.member_id = p_member;
      insert into loyalty_point_entries (member_id, source, source_key, delta, balance_after, remark, details)
        values (p_member, p_source, p_key, p_delta, v_balance + p_delta, p_remark, coalesce(p_details, '{}'::jsonb))
        returning * into v_entry;
      return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, false, null::text;
    end $function$`,
};

const pointSources = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit', 'redeem', 'convert', 'refund', 'mission', 'wheel', 'leaderboard', 'vip', 'staff'];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table loyalty_point_balances (
    member_id bigint primary key references members (id),
    balance bigint not null default 0 constraint loyalty_point_balances_not_negative check (balance >= 0),
    earned_total bigint not null default 0 constraint loyalty_point_balances_earned check (earned_total >= 0),
    spent_total bigint not null default 0 constraint loyalty_point_balances_spent check (spent_total >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table loyalty_point_entries (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    source text not null constraint loyalty_point_entries_source check (source in (${sql.join(pointSources.map((s) => sql.lit(s)))})),
    source_key text not null constraint loyalty_point_entries_source_key check (source_key ~ '^[A-Za-z0-9:_.-]{1,96}$'),
    delta bigint not null constraint loyalty_point_entries_delta check (delta <> 0),
    balance_after bigint not null constraint loyalty_point_entries_balance_after check (balance_after >= 0),
    remark text constraint loyalty_point_entries_remark check (char_length(remark) <= 200),
    details jsonb not null default '{}'::jsonb constraint loyalty_point_entries_details check (jsonb_typeof(details) = 'object'),
    created_at timestamptz not null default now(),
    constraint loyalty_point_entries_once unique (member_id, source_key)
  )`.execute(db);
  await sql`create index loyalty_point_entries_member on loyalty_point_entries (member_id, id desc)`.execute(db);
  await sql`create index loyalty_point_entries_day on loyalty_point_entries (created_at)`.execute(db);
  await sql`create trigger loyalty_point_entries_append_only before update or delete on loyalty_point_entries
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger loyalty_point_entries_no_truncate before truncate on loyalty_point_entries
    for each statement execute function forbid_change()`.execute(db);
  await applyFunctionSnapshots(db, functions);

  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply', 'raffle', 'loyalty'))`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from promotion_rules where kind = 'loyalty'`.execute(db);
  await sql`alter table promotion_rules drop constraint promotion_rules_kind`.execute(db);
  await sql`alter table promotion_rules add constraint promotion_rules_kind
    check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply', 'raffle'))`.execute(db);
  await sql`drop function loyalty_post_points(bigint, bigint, text, text, text, jsonb)`.execute(db);
  await sql`drop table loyalty_point_entries`.execute(db);
  await sql`drop table loyalty_point_balances`.execute(db);
};
