import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Loyalty points earning (docs/loyalty.md, "Earning points"):
 * - `loyalty_point_rates`: points per 100.00 of valid bets per category, and of deposits, per VIP
 *   level (a null level is the default), in basis points of a point;
 * - `loyalty_point_accrual_buckets`: per member, hour and category, the valid bet last seen, the rate
 *   fixed when the bucket was first seen and the points it owes;
 * - `loyalty_point_accrual_totals`: per member and category, points owed by the buckets and points
 *   accrual posted (posted above owed is a takeback the balance could not cover yet);
 * - `loyalty_point_accrual_runs`: each run, for staff and the scheduler;
 * - `loyalty_accrue_points`: the set-based run.
 */
export const functions = {
  loyalty_accrue_points: `CREATE OR REPLACE FUNCTION public.loyalty_accrue_points(p_run bigint, p_since timestamp with time zone, p_categories jsonb)
 RETURNS TABLE(members integer, entries integer, points_in bigint, points_out bigint)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_members integer;
      v_entries integer;
      v_in bigint;
      v_out bigint;
    begin
      -- The points accrual run, set-based (docs/loyalty.md). Each (member, hour, category) bucket of
      -- member_game_hourly since p_since owes floor(valid_bet x rate / 10^8) points at the rate of its
      -- member's VIP level when the bucket was first seen; per member and category the run posts the
      -- difference between what the buckets owe and what accrual already posted, so a replayed wallet
      -- call changes nothing and a rollback takes points back. A takeback never takes the balance below
      -- zero: what it cannot take stays owed (posted > owed) and nets against later accrual. One entry
      -- per member and run carries the bets' net (accrual:<run>); credited deposits since p_since earn
      -- once each (deposit:<id>). The same rules as loyalty_post_points:
      -- balance rows locked in member order, one entry per member and key, balance >= 0.
      -- One run at a time: a second instance waits here, then finds nothing left to post.
      perform pg_advisory_xact_lock(hashtext('loyalty_accrue_points'));
      -- A whole day of buckets is aggregated and sorted in memory rather than spilled (this transaction only).
      perform set_config('work_mem', '128MB', true);

      drop table if exists pg_temp.la_rates, pg_temp.la_buckets, pg_temp.la_totals, pg_temp.la_moves, pg_temp.la_deposits, pg_temp.la_lines,
        pg_temp.la_entries;

      -- Effective rate per VIP level and source: the level's own, else the default, else none.
      create temp table la_rates on commit drop as
        select l.level::smallint as vip_level, s.source, coalesce(own.points_bp, dflt.points_bp, 0)::bigint as points_bp
        from generate_series(0, 100) l(level)
        cross join (values ('live'), ('lottery'), ('pvp'), ('rng'), ('sports'), ('deposit')) s(source)
        left join loyalty_point_rates own on own.vip_level = l.level and own.source = s.source
        left join loyalty_point_rates dflt on dflt.vip_level is null and dflt.source = s.source;
      analyze la_rates;

      -- Buckets whose valid bet changed since the last run (or are new), with the points they owe now.
      create temp table la_buckets on commit drop as
        with agg as (
          select h.member_id, h.hour_start, c.category, greatest(sum(h.valid_bet), 0)::bigint as valid_bet
          from member_game_hourly h
          join jsonb_each_text(p_categories) c(game_type, category) on c.game_type = h.game_type
          where h.hour_start >= p_since
          group by h.member_id, h.hour_start, c.category
        ), changed as (
          select a.member_id, a.hour_start, a.category, a.valid_bet, b.rate_bp as old_rate, coalesce(b.points, 0) as old_points
          from agg a
          left join loyalty_point_accrual_buckets b
            on b.member_id = a.member_id and b.hour_start = a.hour_start and b.category = a.category
          where b.member_id is null or b.valid_bet <> a.valid_bet
        )
        select c.member_id, c.hour_start, c.category, c.valid_bet, c.old_rate, c.old_points,
          coalesce(c.old_rate, r.points_bp, 0) as rate_bp,
          least(floor(c.valid_bet::numeric * coalesce(c.old_rate, r.points_bp, 0) / 100000000), 1000000000000000)::bigint as points
        from changed c
        left join members m on c.old_rate is null and m.id = c.member_id
        left join la_rates r on r.vip_level = m.vip_level and r.source = c.category;
      -- Temporary tables have no statistics until analysed: without them the joins below plan as if tiny.
      analyze la_buckets;

      -- New buckets are inserted in key order, changed ones updated: cheaper than one upsert of both.
      update loyalty_point_accrual_buckets b set valid_bet = x.valid_bet, points = x.points, updated_at = now()
        from la_buckets x
        where x.old_rate is not null and b.member_id = x.member_id and b.hour_start = x.hour_start and b.category = x.category;
      insert into loyalty_point_accrual_buckets (member_id, hour_start, category, valid_bet, rate_bp, points, updated_at)
        select x.member_id, x.hour_start, x.category, x.valid_bet, x.rate_bp, x.points, now() from la_buckets x
        where x.old_rate is null
        order by x.member_id, x.hour_start, x.category;

      -- Per member and category, what the buckets owe now and what accrual posted: the categories
      -- whose buckets changed, and every other category of those members still owed or owing (a debt
      -- left from an earlier takeback comes along, so it nets against this accrual).
      create temp table la_totals on commit drop as
        with owed as (
          select x.member_id, x.category, sum(x.points - x.old_points)::bigint as change
          from la_buckets x group by x.member_id, x.category
        )
        select coalesce(o.member_id, t.member_id) as member_id, coalesce(o.category, t.category) as category,
          coalesce(t.owed, 0) + coalesce(o.change, 0) as owed, coalesce(t.posted, 0) as posted, coalesce(o.change, 0) <> 0 as changed
        from owed o
        full join loyalty_point_accrual_totals t on t.member_id = o.member_id and t.category = o.category
        where o.member_id is not null or (t.owed <> t.posted and t.member_id in (select w.member_id from owed w));
      analyze la_totals;

      create temp table la_moves on commit drop as
        select x.member_id, x.category, x.owed - x.posted as amount from la_totals x where x.owed <> x.posted;
      analyze la_moves;

      create temp table la_deposits on commit drop as
        select d.id, d.member_id, d.amount, d.currency, r.points_bp,
          least(floor(d.amount::numeric * r.points_bp / 100000000), 1000000000000000)::bigint as points
        from deposits d
        join members m on m.id = d.member_id
        join la_rates r on r.vip_level = m.vip_level and r.source = 'deposit'
        where d.status = 'credited' and not d.holder_is_agent and coalesce(d.reviewed_at, d.updated_at) >= p_since
          and floor(d.amount::numeric * r.points_bp / 100000000) > 0
          and not exists (select 1 from loyalty_point_entries e where e.member_id = d.member_id and e.source_key = 'deposit:' || d.id);
      analyze la_deposits;

      insert into loyalty_point_balances (member_id)
        select u.member_id from (select x.member_id from la_moves x union select x.member_id from la_deposits x) u
        order by u.member_id
        on conflict (member_id) do nothing;
      perform 1 from loyalty_point_balances b
        where b.member_id in (select x.member_id from la_moves x union select x.member_id from la_deposits x)
        order by b.member_id
        for update;

      -- Per category, what this run moves: gains in full, then takebacks, each taking at most what
      -- the balance holds by then (the member's gains and deposits included).
      create temp table la_lines on commit drop as
        with rows as (
          select x.member_id, x.category as source, x.amount, 0 as kind, x.category as ord, null::bigint as deposit_id
          from la_moves x where x.amount > 0
          union all
          select x.member_id, 'deposit', x.points, 1, lpad(x.id::text, 20, '0'), x.id
          from la_deposits x
          union all
          select x.member_id, x.category, x.amount, 2, x.category, null::bigint
          from la_moves x where x.amount < 0
        ), avail as (
          select r.*, b.balance,
            b.balance + sum(greatest(r.amount, 0)) over (partition by r.member_id) as available,
            coalesce(sum(least(r.amount, 0)) over (partition by r.member_id order by r.kind, r.ord rows between unbounded preceding and 1 preceding), 0) as taken_before
          from rows r join loyalty_point_balances b on b.member_id = r.member_id
        )
        select a.member_id, a.source, a.kind, a.ord, a.deposit_id, a.balance,
          case when a.amount > 0 then a.amount
               else -least(-a.amount, greatest(a.available + a.taken_before, 0)) end as delta
        from avail a;
      analyze la_lines;

      -- The journal: each deposit's entry (deposit:<id>), then one entry per member for the run's
      -- bets (accrual:<run>), its net over the categories, named for the category that moved it most
      -- and listing each category's part; balance_after is the running balance in that order.
      create temp table la_entries on commit drop as
        with bet_lines as (
          select l.member_id, l.source, l.delta, sum(l.delta) over (partition by l.member_id) as net
          from la_lines l where l.kind <> 1 and l.delta <> 0
        ), bets as (
          select b.member_id, max(b.net) as delta, (array_agg(b.source order by case when b.net > 0 then b.delta else -b.delta end desc, b.source))[1] as source,
            jsonb_build_object('run', p_run, 'categories', jsonb_object_agg(b.source, b.delta)) as details
          from bet_lines b where b.net <> 0
          group by b.member_id
        ), entries as (
          select l.member_id, l.source, 'deposit:' || x.id as source_key, l.delta, 1 as kind, l.ord, l.balance,
            jsonb_build_object('depositId', x.id, 'amount', x.amount, 'currency', x.currency, 'rateBp', x.points_bp, 'ratio', (x.points_bp::numeric / 10000)::text || ':100') as details
          from la_lines l join la_deposits x on x.id = l.deposit_id
          where l.kind = 1
          union all
          select b.member_id, b.source, 'accrual:' || p_run, b.delta, 2, '', m.balance, b.details
          from bets b join (select distinct on (l.member_id) l.member_id, l.balance from la_lines l order by l.member_id) m on m.member_id = b.member_id
        )
        select e.member_id, e.source, e.source_key, e.delta, e.details,
          e.balance + sum(e.delta) over (partition by e.member_id order by e.kind, e.ord rows between unbounded preceding and current row) as balance_after,
          row_number() over (order by e.member_id, e.kind, e.ord) as seq
        from entries e;
      analyze la_entries;

      insert into loyalty_point_accrual_totals as t (member_id, category, owed, posted)
        select x.member_id, x.category, x.owed, x.posted + coalesce(l.delta, 0)
        from la_totals x
        left join la_lines l on l.kind <> 1 and l.delta <> 0 and l.member_id = x.member_id and l.source = x.category
        where x.changed or l.delta is not null
        order by x.member_id, x.category
        on conflict (member_id, category) do update set owed = excluded.owed, posted = excluded.posted;

      update loyalty_point_balances b
        set balance = b.balance + g.total, earned_total = b.earned_total + g.gain, spent_total = b.spent_total + g.loss, updated_at = now()
        from (select e.member_id, sum(e.delta) as total, sum(greatest(e.delta, 0)) as gain, sum(greatest(-e.delta, 0)) as loss
              from la_entries e group by e.member_id) g
        where b.member_id = g.member_id;

      insert into loyalty_point_entries (member_id, source, source_key, delta, balance_after, remark, details)
        select e.member_id, e.source, e.source_key, e.delta, e.balance_after, null, e.details from la_entries e order by e.seq;

      select count(distinct e.member_id)::integer, count(*)::integer, coalesce(sum(greatest(e.delta, 0)), 0)::bigint,
          coalesce(sum(greatest(-e.delta, 0)), 0)::bigint
        into v_members, v_entries, v_in, v_out
        from la_entries e;
      return query select v_members, v_entries, v_in, v_out;
    end $function$`,
};

const sources = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table loyalty_point_rates (
    id bigint generated always as identity primary key,
    vip_level smallint constraint loyalty_point_rates_level check (vip_level between 0 and 100),
    source text not null constraint loyalty_point_rates_source check (source in (${sql.join(sources.map((s) => sql.lit(s)))})),
    points_bp bigint not null constraint loyalty_point_rates_points check (points_bp between 0 and 10000000000),
    updated_by text,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index loyalty_point_rates_once on loyalty_point_rates (coalesce(vip_level, -1), source)`.execute(db);
  // No foreign key on the member: the rows come from member_game_hourly (which has none either), and
  // a check per row would cost the run more than the table's whole insert.
  await sql`create table loyalty_point_accrual_buckets (
    member_id bigint not null,
    hour_start timestamptz not null,
    category text not null,
    valid_bet bigint not null constraint loyalty_point_accrual_buckets_bet check (valid_bet >= 0),
    rate_bp bigint not null,
    points bigint not null constraint loyalty_point_accrual_buckets_points check (points >= 0),
    updated_at timestamptz not null default now(),
    constraint loyalty_point_accrual_buckets_pk primary key (member_id, hour_start, category)
  )`.execute(db);
  await sql`create table loyalty_point_accrual_totals (
    member_id bigint not null,
    category text not null,
    owed bigint not null default 0,
    posted bigint not null default 0,
    constraint loyalty_point_accrual_totals_pk primary key (member_id, category)
  )`.execute(db);
  await sql`create table loyalty_point_accrual_runs (
    id bigint generated always as identity primary key,
    trigger text not null constraint loyalty_point_accrual_runs_trigger check (trigger in ('schedule', 'staff')),
    status text not null default 'running' constraint loyalty_point_accrual_runs_status check (status in ('running', 'done', 'failed')),
    since timestamptz not null,
    runner text not null,
    staff_id bigint,
    members integer not null default 0,
    entries integer not null default 0,
    points_in bigint not null default 0,
    points_out bigint not null default 0,
    error text,
    started_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await applyFunctionSnapshots(db, functions);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function loyalty_accrue_points(bigint, timestamptz, jsonb)`.execute(db);
  await sql`drop table loyalty_point_accrual_runs`.execute(db);
  await sql`drop table loyalty_point_accrual_totals`.execute(db);
  await sql`drop table loyalty_point_accrual_buckets`.execute(db);
  await sql`drop table loyalty_point_rates`.execute(db);
};
