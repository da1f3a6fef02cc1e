import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Cashback and rebate runs: one run row per promotion and ended period (a staff re-run adds
 * another), the members a run computed with their figure, rate, amount and payment status, and the
 * lease that keeps one instance ticking the runner. `ledger_post_bonus_batch` posts a chunk of
 * bonuses (one journal a member) in one call. docs/promotions.md, "Cashback and rebate runs".
 */
export const functions = {
  ledger_post_bonus_batch: `CREATE OR REPLACE FUNCTION public.ledger_post_bonus_batch(p_kind text, p_house bigint, p_keys text[], p_hashes text[], p_metadata jsonb, p_wallets bigint[], p_amounts bigint[])
 RETURNS TABLE(idempotency_key text, journal_id bigint, replayed boolean)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_count int := cardinality(p_keys);
      v_currency text;
      v_max bigint;
      v_ids bigint[];
      v_replayed boolean[];
      v_conflict text;
      v_new bigint[];
      v_wallets bigint[];
      v_amounts bigint[];
      v_moved int;
    begin
      -- Many two-leg journals at once (promotion runs): the house account pays each running wallet
      -- once, one journal per key. Every refusal raises GPL01, so the caller's transaction rolls back
      -- whole. Arrays are read by position and journals found by their key's index: no join of two
      -- arrays, whose row counts the planner cannot know.
      if v_count is null or v_count = 0 then
        return;
      end if;
      if cardinality(p_hashes) <> v_count or cardinality(p_wallets) <> v_count or cardinality(p_amounts) <> v_count
        or jsonb_typeof(p_metadata) <> 'array' or jsonb_array_length(p_metadata) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"BATCH_SHAPE"}';
      end if;
      if (select count(distinct k) from unnest(p_keys) k) <> v_count or (select count(distinct w) from unnest(p_wallets) w) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"BATCH_DUPLICATE"}';
      end if;
      if exists (select 1 from unnest(p_amounts) a where a is null or a <= 0) then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"AMOUNT_NOT_POSITIVE"}';
      end if;

      select a.currency::text, coalesce((select l.max_minor from ledger_currency_limits l where l.currency = a.currency), 10000000000000)
      into v_currency, v_max
      from ledger_accounts a where a.id = p_house and a.balance is null and left(a.kind, 6) = 'house_';
      if v_currency is null then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"NOT_HOUSE_AND_WALLET"}';
      end if;
      if (select count(*) from ledger_accounts a where a.id = any(p_wallets) and a.balance is not null and a.currency::text = v_currency) <> v_count then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"NOT_HOUSE_AND_WALLET"}';
      end if;
      if exists (select 1 from unnest(p_amounts) a where a > v_max) then
        raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
          detail = jsonb_build_object('accountId', p_house::text, 'currency', v_currency, 'max', v_max::text)::text;
      end if;

      -- The unique keys first, in the callers' order: a concurrent twin waits here, then replays.
      insert into ledger_journals as j (idempotency_key, kind, request_hash, metadata)
      select u.key, p_kind, u.hash, p_metadata -> (u.ord::int - 1)
      from unnest(p_keys, p_hashes) with ordinality u(key, hash, ord)
      order by u.ord
      on conflict (idempotency_key) do nothing;

      -- Every key's journal; one without legs yet is new (a replayed journal always has its legs).
      select array_agg(j.id order by u.ord), array_agg(x.posted order by u.ord),
        min(u.key) filter (where j.request_hash <> u.hash),
        coalesce(array_agg(j.id order by u.wallet) filter (where not x.posted), '{}'),
        coalesce(array_agg(u.wallet order by u.wallet) filter (where not x.posted), '{}'),
        coalesce(array_agg(u.amount order by u.wallet) filter (where not x.posted), '{}')
      into v_ids, v_replayed, v_conflict, v_new, v_wallets, v_amounts
      from unnest(p_keys, p_hashes, p_wallets, p_amounts) with ordinality u(key, hash, wallet, amount, ord)
      join ledger_journals j on j.idempotency_key = u.key
      cross join lateral (select exists (select 1 from ledger_legs l where l.journal_id = j.id) as posted) x;
      -- A key posted before must mean the same posting.
      if v_conflict is not null then
        raise exception 'IDEMPOTENCY_CONFLICT' using errcode = 'GPL01', detail = jsonb_build_object('idempotencyKey', v_conflict)::text;
      end if;

      if cardinality(v_new) > 0 then
        -- Ascending wallet id, as ledger_post locks: a batch never deadlocks with a posting on the same wallets.
        perform 1 from ledger_accounts a where a.id = any(v_wallets) order by a.id for update;

        with moved as (
          update ledger_accounts a set balance = a.balance + f.amount
          from unnest(v_new, v_wallets, v_amounts) f(jid, wallet, amount)
          where a.id = f.wallet and a.balance + f.amount <= v_max
          returning f.jid, f.amount, a.id as wallet, a.balance
        ), legs as (
          insert into ledger_legs (journal_id, account_id, amount, balance_after)
          select m.jid, x.account_id, x.amount, x.balance_after
          from moved m
          cross join lateral (values (p_house, -m.amount, null::bigint, 1), (m.wallet, m.amount, m.balance, 2)) x(account_id, amount, balance_after, n)
          order by m.jid, x.n
          returning 1
        )
        select count(*) into v_moved from moved;
        if v_moved <> cardinality(v_new) then
          raise exception 'AMOUNT_LIMIT_EXCEEDED' using errcode = 'GPL01',
            detail = jsonb_build_object('currency', v_currency, 'max', v_max::text)::text;
        end if;
      end if;

      return query select u.key, u.jid, u.posted from unnest(p_keys, v_ids, v_replayed) u(key, jid, posted);
    end $function$;
`,
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await applyFunctionSnapshots(db, functions);

  await sql`create table promotion_runs (
    id bigint generated always as identity primary key,
    promotion_id integer not null references content_promotions (id) on delete restrict,
    kind text not null constraint promotion_runs_kind check (kind in ('cashback_daily', 'cashback_weekly', 'rebate')),
    period_key text not null constraint promotion_runs_period_key check (period_key ~ '^[A-Za-z0-9:_-]{1,64}$'),
    period_start timestamptz not null,
    period_end timestamptz not null,
    status text not null default 'computing'
      constraint promotion_runs_status check (status in ('computing', 'held', 'paying', 'done', 'failed')),
    trigger text not null constraint promotion_runs_trigger check (trigger in ('schedule', 'catch_up', 'staff')),
    members integer not null default 0,
    total bigint not null default 0,
    paid_count integer not null default 0,
    paid_amount bigint not null default 0,
    budget_short_count integer not null default 0,
    budget_short_amount bigint not null default 0,
    error text constraint promotion_runs_error check (char_length(error) <= 2000),
    staff_id integer references staff_users (id),
    runner text not null,
    created_at timestamptz not null default now(),
    started_at timestamptz not null default now(),
    computed_at timestamptz,
    finished_at timestamptz,
    updated_at timestamptz not null default now(),
    constraint promotion_runs_period check (period_end > period_start),
    constraint promotion_runs_staff check ((trigger = 'staff') = (staff_id is not null))
  )`.execute(db);
  // One scheduled (or catch-up) run per promotion and period; staff re-runs add rows.
  await sql`create unique index promotion_runs_once on promotion_runs (promotion_id, period_key) where trigger <> 'staff'`.execute(db);
  await sql`create index promotion_runs_recent on promotion_runs (promotion_id, id desc)`.execute(db);
  await sql`create index promotion_runs_open on promotion_runs (status) where status in ('computing', 'paying', 'failed')`.execute(db);

  // Written a chunk at a time by runs of 100,000 members: member and journal ids come from the
  // members and ledger tables in the same statements that write them, so they carry no foreign key
  // (a check per row would be a tenth of a run's time), and pages keep room so the status update of
  // a paid member stays on its page (a HOT update: no new index entry).
  await sql`create table promotion_run_members (
    run_id bigint not null references promotion_runs (id),
    member_id bigint not null,
    base_amount bigint not null constraint promotion_run_members_base check (base_amount > 0),
    rate_bp integer constraint promotion_run_members_rate check (rate_bp between 0 and 10000),
    amount bigint not null constraint promotion_run_members_amount check (amount > 0),
    lines jsonb not null default '[]'::jsonb constraint promotion_run_members_lines check (jsonb_typeof(lines) = 'array'),
    status text not null
      constraint promotion_run_members_status check (status in ('owed', 'held', 'paid', 'already_paid', 'budget_short')),
    journal_id bigint,
    paid_at timestamptz,
    constraint promotion_run_members_pk primary key (run_id, member_id),
    constraint promotion_run_members_paid check (status <> 'paid' or journal_id is not null)
  ) with (fillfactor = 70)`.execute(db);

  await sql`create table promotion_run_leases (
    name text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table promotion_run_leases`.execute(db);
  await sql`drop table promotion_run_members`.execute(db);
  await sql`drop table promotion_runs`.execute(db);
  await sql`drop function if exists ledger_post_bonus_batch(text, bigint, text[], text[], jsonb, bigint[], bigint[])`.execute(db);
};
