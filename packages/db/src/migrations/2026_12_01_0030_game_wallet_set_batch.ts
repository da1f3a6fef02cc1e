import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * game_wallet_calls_set: game_wallet_calls() with the same input, answers, rows and ids, decided for
 * the whole batch. From three calls on, game_wallet_set_batch reads the calls' members, wallets,
 * stored answers, rounds and sessions in one statement, applies the rules call after call in
 * memory and writes each table with one statement; the cases its comment lists, and batches of one
 * or two calls, go to game_wallet_calls(). Not called by the API yet.
 */
export const functions = {
  game_wallet_set_batch: `CREATE OR REPLACE FUNCTION public.game_wallet_set_batch(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_hashjoin TO 'off'
 SET enable_mergejoin TO 'off'
 SET enable_seqscan TO 'off'
 SET enable_memoize TO 'off'
AS $function$
    -- game_wallet_calls(p) for a batch, with the rules game_wallet_calls_set() lists, applied with
    -- one read and one write per table for the whole batch.
    --
    -- One statement finds each call's member and wallet, orders the calls as game_wallet_calls()
    -- does (rule 0), looks for the cases below and locks the batch's wallets in ascending id (as
    -- game_wallet_calls() and ledger_post() lock); one statement reads, for every call in that
    -- order, everything the rules read from tables (member, wallet and balance, stored answer, session, round, the
    -- transaction a betTxId or originalTxId names and its round, rollbacks naming a bet, the wager
    -- limit left); the loop below applies the rules call after call to what that statement read
    -- plus what the earlier calls of the batch did (balances per wallet, rounds, txIds stored,
    -- bets rolled back, rollbacks stored, wager used), taking ids in the same order as the calls
    -- one by one; then one statement per table writes the batch's rows. Only a rule's rare second
    -- look (a win in a round before a refund, the round's other bets when a refund may cancel it,
    -- a rollback naming a betTxId never stored, the currency's maximum) is a query of its own.
    --
    -- Handed to game_wallet_calls() as a whole, before anything is taken or written: a call with
    -- an action other than bet, win or rollback (adjust), without txId or vendorId, of a member
    -- without that wallet yet, or a bet or win with "details"; and a member with a wager limit
    -- whose batch also holds a rollback or calls a day apart (the limit left, read once, then
    -- depends on which hour buckets those calls reach; bets only add to every window).
    -- The SET clauses keep every read an index probe in a nested loop and every plan generic (the
    -- arrays a statement takes would otherwise be planned again at every call).
    declare
      r record;
      i int := 0;
      v_hard boolean;
      v_order int[];
      v_limited bigint[];
      j int;
      q int;
      w int;
      k int;
      c_dup constant jsonb := '{"status":"DUPLICATE_TRANSACTION"}';
      v_out jsonb[];
      -- Per call, in the order run: txId key, request hash, answer, accepted, action, member,
      -- amount, round (index into v_rnd), the game transaction (index into v_txs), rolled back by.
      v_keys text[];
      v_hashes text[];
      v_answers jsonb[];
      v_ok boolean[];
      v_acts text[];
      v_mems bigint[];
      v_amts bigint[];
      v_rq int[];
      v_ti int[];
      v_nows timestamptz[];
      v_rolled boolean[];
      -- Rollbacks stored by the batch (vendor:originalTxId), bets stored before and refunded now.
      v_rb_refs text[] := array[]::text[];
      v_db_refunded bigint[] := array[]::bigint[];
      v_db_refunded_by bigint[];
      -- Wallets: id, balance read, balance now.
      v_w_id bigint[];
      v_w_bal0 bigint[];
      v_w_bal bigint[];
      -- Rounds met: key, row as it stands, written?, a win in it known?, bets of the batch not rolled back.
      v_rnd_key text[];
      v_rnd game_rounds[];
      v_rnd_touched boolean[];
      v_rnd_won boolean[];
      v_rnd_unrolled int[];
      -- Wager used by the batch per member with a limit.
      v_lim_mem bigint[];
      v_lim_used bigint[];
      -- House accounts and currency maximums met.
      v_house_key text[];
      v_house_id bigint[];
      v_max_cur text;
      v_max bigint;
      -- The rows to write.
      v_refusals game_wallet_refusals[];
      v_txs game_transactions[];
      v_journals ledger_journals[];
      v_legs ledger_legs[];
      v_hourly member_game_hourly[];
      v_winners catalog_winners[];
      v_rr game_rounds;
      v_tx game_transactions;
      v_answer jsonb;
      v_key text;
      v_rk text;
      v_bal bigint;
      v_delta bigint;
      v_kind text;
      v_left bigint;
      v_found boolean;
      v_t_action text;
      v_t_member bigint;
      v_t_amount bigint;
      v_t_rolled boolean;
      v_t_created timestamptz;
      v_t_q int;
      v_tk int;
      v_status text;
      v_stake bigint;
      v_gt bigint;
      v_jid bigint;
      v_house bigint;
      v_round_pk bigint;
      v_cancel boolean;
      v_hour timestamptz;
      v_count int;
    begin
      -- The calls' order, whether a call needs game_wallet_calls(), the members with a wager limit;
      -- and every wallet of the batch locked in ascending id before anything a call may change is read.
      with e as materialized (
        select e.n::int as pos, e.c->>'memberId' as member_text, e.c->>'action' as action, (e.c->>'now')::timestamptz as now, m.id as member, w.id as wallet,
          e.c->>'action' is null or e.c->>'action' not in ('bet', 'win', 'rollback') or e.c->>'txId' is null or e.c->>'vendorId' is null
            or (m.id is not null and w.id is null) or (e.c->>'action' in ('bet', 'win') and jsonb_typeof(e.c->'details') = 'object') as hard,
          coalesce(e.c->>'action' = 'bet' and exists (select 1 from member_wager_limits l where l.member_id = m.id), false) as limited
        from jsonb_array_elements(p) with ordinality e(c, n)
        left join lateral (select m.id, m.type from members m where m.id = (e.c->>'memberId')::bigint offset 0) m on true
        left join lateral (select coalesce(e.c->'agentTypes', '[]'::jsonb) @> jsonb_build_array(m.type) as agent,
          coalesce((e.c->>'transfer')::boolean, false) as transfer) g on true
        left join lateral (select a.id from ledger_accounts a
          where m.id is not null and a.owner_type = case when g.agent then 'agent' else 'player' end and a.owner_id = m.id::text
            and a.kind = case when g.agent then 'agent_main' when g.transfer then 'player_vendor' else 'player_main' end
            and a.currency = e.c->>'currency' and a.vendor_code is not distinct from case when not g.agent and g.transfer then e.c->>'vendorCode' end
          offset 0) w on true
      ),
      locked as (select a.id from ledger_accounts a where a.id = any(array(select e.wallet from e)) order by a.id for update)
      select (select count(*) from locked),
        bool_or(e.hard) or exists (select 1 from e e1 join e e2 on e2.member = e1.member
          where e1.limited and (e2.action = 'rollback' or e2.now >= e1.now + interval '1 day' or e2.now <= e1.now - interval '1 day')),
        array_agg(e.pos order by case when s.single then e.pos end, e.wallet nulls last, e.pos),
        array_agg(distinct e.member) filter (where e.limited)
      into v_count, v_hard, v_order, v_limited
      from e cross join (select count(distinct e.member_text) <= 1 as single from e) s;
      if v_hard then
        return game_wallet_calls(p);
      end if;

      for r in
        select o.ord::int as ord, o.pos, x.action, x."vendorId" as vendor, x."vendorCode" as vendor_code, x."txId" as tx, x."memberId" as member_in,
          x."roundId" as round, x."gameCode" as game_code, x."gameId" as game_id, x."gameType" as game_type, coalesce(x.amount, 0) as amount,
          x.currency, x."refTxId" as ref, coalesce(x."roundClosed", false) as closed, x."requestHash" as hash, x."sessionHash" as session,
          coalesce(x."gameOpen", true) as game_open, x."maxRoundWin" as max_round_win, x.now, x.zone, x."trialType" as trial_type,
          (p->(o.pos - 1)) ? 'refusal' as has_refusal, x.refusal,
          m.id as member, m.type as mtype, m.status as mstatus, m.account, m.excluded, w.id as wallet, w.balance,
          st.request_hash as st_hash, st.response as st_response, s.member_id as sess_member, s.expires_at as sess_expires,
          (select rd from game_rounds rd where m.id is not null and rd.vendor_id = x."vendorId" and rd.round_id = x."roundId" and rd.member_id = m.id) as rd,
          t.id as t_id, t.action::text as t_action, t.member_id as t_member, t.round_id as t_round, t.round_pk as t_round_pk, t.amount::int8 as t_amount,
          t.rolled_back_by is not null as t_rolled, t.created_at as t_created,
          (select tr from game_rounds tr where x.action = 'rollback' and tr.id = t.round_pk) as tr,
          case when x.action = 'bet' and m.id is not null
            then exists (select 1 from game_transactions q where q.vendor_id = x."vendorId" and q.ref_tx_id = x."txId" and q.action = 'rollback') end as rbx,
          case when x.action = 'bet' and m.id = any(v_limited) then game_wallet_limit_left(m.id, x.now) end as lim
        from unnest(v_order) with ordinality o(pos, ord)
        cross join lateral jsonb_to_record(p->(o.pos - 1)) as x(action text, "vendorId" int, "vendorCode" text, "txId" text, "memberId" bigint,
          "roundId" text, "gameCode" text, "gameId" int, "gameType" text, amount int8, currency text, "refTxId" text, "roundClosed" boolean,
          "requestHash" text, "sessionHash" text, "gameOpen" boolean, "maxRoundWin" int8, now timestamptz, zone text, "trialType" int,
          refusal jsonb, transfer boolean, "agentTypes" jsonb)
        left join lateral (select m.id, m.type, m.status, m.account,
            x.action = 'bet' and exists (select 1 from member_exclusions ex where ex.member_id = m.id and ex.starts_at <= x.now and ex.ends_at > x.now) as excluded,
            coalesce(x."agentTypes", '[]'::jsonb) @> jsonb_build_array(m.type) as agent
          from members m where m.id = x."memberId" offset 0) m on true
        left join lateral (select a.id, a.balance from ledger_accounts a
          where m.id is not null and a.owner_type = case when m.agent then 'agent' else 'player' end and a.owner_id = m.id::text
            and a.kind = case when m.agent then 'agent_main' when coalesce(x.transfer, false) then 'player_vendor' else 'player_main' end
            and a.currency = x.currency
            and a.vendor_code is not distinct from case when not m.agent and coalesce(x.transfer, false) then x."vendorCode" end
          offset 0) w on true
        left join lateral (
          select t.request_hash, t.response from game_transactions t where t.vendor_id = x."vendorId" and t.tx_id = x."txId"
          union all
          select f.request_hash, f.response from game_wallet_refusals f where f.vendor_id = x."vendorId" and f.tx_id = x."txId"
          limit 1
        ) st on true
        left join lateral (select s.member_id, s.expires_at from game_sessions s
          where x."sessionHash" is not null and x.action in ('bet', 'win') and s.token_hash = x."sessionHash" and s.vendor_id = x."vendorId" offset 0) s on true
        left join lateral (select t.* from game_transactions t
          where m.id is not null and x.action in ('win', 'rollback') and t.vendor_id = x."vendorId" and t.tx_id = x."refTxId" offset 0) t on true
      loop
        i := i + 1;
        if r.ord <> i then
          raise exception 'game_wallet_calls_set read the calls out of order';
        end if;
        v_key := r.vendor || ':' || r.tx;
        j := array_position(v_keys, v_key);
        v_keys[i] := v_key;
        v_hashes[i] := r.hash;
        v_ok[i] := false;
        v_acts[i] := r.action;
        v_mems[i] := r.member;
        v_amts[i] := r.amount;
        v_nows[i] := r.now;
        v_answer := null;

        -- The txId's first answer, stored before or given by an earlier call of the batch.
        if r.st_hash is not null then
          v_answer := case when r.st_hash = r.hash then r.st_response else c_dup end;
        elsif j is not null then
          v_answer := case when v_hashes[j] = r.hash then v_answers[j] else c_dup end;
        else
          -- Refusals that need no balance or round, stored as the txId's answer.
          v_answer := case
            when r.has_refusal then r.refusal
            when r.member is null then '{"status":"PLAYER_NOT_FOUND"}'::jsonb
            when r.session is not null and r.action in ('bet', 'win') and (r.sess_member is null or r.sess_member <> r.member) then '{"status":"INVALID_TOKEN"}'::jsonb
            when r.session is not null and r.action = 'bet' and r.sess_expires <= r.now then '{"status":"TOKEN_EXPIRED"}'::jsonb
            when r.action = 'bet' and coalesce(r.mstatus <> 'active' or r.mtype = r.trial_type or r.excluded, false) then '{"status":"PLAYER_BLOCKED"}'::jsonb
            when r.action = 'bet' and not r.game_open then '{"status":"GAME_NOT_FOUND","message":"GAME_MAINTENANCE"}'::jsonb
          end;
          if v_answer is null then
            w := array_position(v_w_id, r.wallet);
            if w is null then
              w := coalesce(cardinality(v_w_id), 0) + 1;
              v_w_id[w] := r.wallet;
              v_w_bal0[w] := r.balance;
              v_w_bal[w] := r.balance;
            end if;
            v_bal := v_w_bal[w];
            v_delta := 0;
            v_kind := null;
            q := null;
            v_round_pk := null;

            if r.action in ('bet', 'win') then
              -- The call's round, as it stands after the batch's earlier calls.
              v_rk := r.vendor || ':' || r.member || ':' || r.round;
              q := array_position(v_rnd_key, v_rk);
              if q is null then
                q := coalesce(cardinality(v_rnd_key), 0) + 1;
                v_rnd_key[q] := v_rk;
                v_rnd[q] := r.rd;
                v_rnd_touched[q] := false;
                v_rnd_unrolled[q] := 0;
              end if;
              v_rr := v_rnd[q];
            end if;

            if r.action = 'bet' then
              if r.rbx or v_key = any(v_rb_refs) then
                v_answer := '{"status":"TRANSACTION_ROLLED_BACK"}';
              else
                if r.lim is not null then
                  k := array_position(v_lim_mem, r.member);
                  v_left := greatest(r.lim - coalesce(v_lim_used[k], 0), 0);
                end if;
                if r.lim is not null and r.amount > v_left then
                  v_answer := jsonb_build_object('status', 'LIMIT_EXCEEDED', 'balance', v_bal);
                elsif v_bal < r.amount then
                  v_answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'balance', v_bal);
                else
                  v_delta := -r.amount;
                  v_kind := 'game_bet';
                end if;
              end if;
            elsif r.action = 'win' then
              v_found := false;
              if r.ref is not null then
                k := array_position(v_keys, r.vendor || ':' || r.ref);
                if r.t_id is not null then
                  v_found := true;
                  v_t_action := r.t_action;
                  v_t_member := r.t_member;
                  v_t_rolled := r.t_rolled or r.t_id = any(v_db_refunded);
                  v_rk := r.vendor || ':' || r.t_member || ':' || r.t_round;
                elsif k < i and v_ok[k] then
                  v_found := true;
                  v_t_action := v_acts[k];
                  v_t_member := v_mems[k];
                  v_t_rolled := v_rolled[k];
                  v_rk := v_rnd_key[v_rq[k]];
                end if;
                if not v_found then
                  if r.vendor || ':' || r.ref = any(v_rb_refs)
                    or exists (select 1 from game_transactions x where x.vendor_id = r.vendor and x.ref_tx_id = r.ref and x.action = 'rollback') then
                    v_answer := '{"status":"TRANSACTION_ROLLED_BACK"}';
                  else
                    v_answer := '{"status":"ROUND_NOT_FOUND"}';
                  end if;
                elsif v_t_action <> 'bet' or v_t_member <> r.member or v_rr.id is null or v_rk <> v_rnd_key[q] then
                  v_answer := '{"status":"ROUND_NOT_FOUND"}';
                elsif v_t_rolled then
                  v_answer := '{"status":"TRANSACTION_ROLLED_BACK"}';
                end if;
              elsif v_rr.id is null or v_rr.bet_count = 0 then
                v_answer := '{"status":"ROUND_NOT_FOUND"}';
              elsif v_rr.status = 'cancelled' then
                v_answer := '{"status":"TRANSACTION_ROLLED_BACK"}';
              end if;
              if v_answer is null and r.max_round_win is not null and v_rr.win_amount + r.amount > r.max_round_win then
                v_answer := jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'ROUND_WIN_LIMIT', 'balance', v_bal);
              end if;
              if v_answer is null then
                v_delta := r.amount;
                v_kind := 'game_win';
              end if;
            elsif r.action = 'rollback' then
              v_found := false;
              v_tk := array_position(v_keys, r.vendor || ':' || r.ref);
              if r.t_id is not null then
                v_found := true;
                v_t_action := r.t_action;
                v_t_member := r.t_member;
                v_t_amount := r.t_amount;
                v_t_rolled := r.t_rolled or r.t_id = any(v_db_refunded);
                v_t_created := r.t_created;
                v_rk := r.vendor || ':' || r.t_member || ':' || r.t_round;
                v_t_q := array_position(v_rnd_key, v_rk);
                if v_t_q is null and v_t_action = 'bet' and v_t_member = r.member then
                  v_t_q := coalesce(cardinality(v_rnd_key), 0) + 1;
                  v_rnd_key[v_t_q] := v_rk;
                  v_rnd[v_t_q] := r.tr;
                  v_rnd_touched[v_t_q] := false;
                  v_rnd_unrolled[v_t_q] := 0;
                end if;
              elsif v_tk < i and v_ok[v_tk] then
                v_found := true;
                v_t_action := v_acts[v_tk];
                v_t_member := v_mems[v_tk];
                v_t_amount := v_amts[v_tk];
                v_t_rolled := v_rolled[v_tk];
                v_t_created := v_nows[v_tk];
                v_t_q := v_rq[v_tk];
              end if;
              if v_found then
                if v_t_action <> 'bet' or v_t_member <> r.member then
                  v_answer := '{"status":"INVALID_REQUEST","message":"NOT_A_BET_OF_THIS_PLAYER"}';
                else
                  q := v_t_q;
                  v_rr := v_rnd[q];
                  if not v_t_rolled then
                    if v_rnd_won[q] is null then
                      v_rnd_won[q] := exists (select 1 from game_transactions x where x.round_pk = v_rr.id and x.action = 'win');
                    end if;
                    if v_rnd_won[q] then
                      v_answer := '{"status":"BET_ALREADY_SETTLED"}';
                    else
                      v_delta := v_t_amount;
                      v_kind := 'game_refund';
                    end if;
                  end if;
                  v_round_pk := coalesce(r.t_round_pk, v_rr.id);
                end if;
              else
                -- Names no bet: acknowledged on the round of its roundId, if there is one.
                k := array_position(v_rnd_key, r.vendor || ':' || r.member || ':' || r.round);
                v_round_pk := case when k is not null then coalesce((v_rnd[k]).id, (r.rd).id) else (r.rd).id end;
              end if;
            else
              v_answer := '{"status":"INVALID_REQUEST"}';
            end if;

            -- A credit never takes the wallet past its currency's maximum.
            if v_answer is null and v_delta > 0 then
              if v_max_cur is distinct from r.currency then
                v_max_cur := r.currency;
                v_max := coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (r.currency)::bpchar), 10000000000000);
              end if;
              if v_bal + v_delta > v_max then
                v_answer := jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'BALANCE_LIMIT', 'balance', v_bal);
              end if;
            end if;

            if v_answer is null then
              -- Accepted: the ids, the posting, the round, the buckets and the game transaction.
              v_ok[i] := true;
              v_gt := nextval('game_transactions_id_seq');
              v_jid := null;
              v_hour := date_trunc('hour', r.now at time zone r.zone) at time zone r.zone;
              if v_delta <> 0 then
                v_key := r.vendor_code || ':' || r.currency;
                k := array_position(v_house_key, v_key);
                if k is null then
                  k := coalesce(cardinality(v_house_key), 0) + 1;
                  v_house_key[k] := v_key;
                  v_house_id[k] := game_wallet_house(r.vendor_code, r.currency);
                end if;
                v_house := v_house_id[k];
                v_jid := nextval('ledger_journals_id_seq');
                v_journals[coalesce(cardinality(v_journals), 0) + 1] := row(v_jid, 'gw:' || r.vendor || ':' || r.tx, v_kind, r.hash,
                  jsonb_build_object('gameType', r.game_type, 'vendorCode', r.vendor_code, 'gameCode', r.game_code, 'roundId', r.round, 'txId', r.tx,
                    'platformTxId', v_gt::text), now())::ledger_journals;
                v_legs[coalesce(cardinality(v_legs), 0) + 1] := row(nextval('ledger_legs_id_seq'), v_jid, v_house, -v_delta, null, now())::ledger_legs;
                v_legs[coalesce(cardinality(v_legs), 0) + 1] := row(nextval('ledger_legs_id_seq'), v_jid, r.wallet, v_delta, v_bal + v_delta, now())::ledger_legs;
                v_w_bal[w] := v_bal + v_delta;
              end if;

              if r.action = 'bet' then
                if v_rr.id is null then
                  v_rr := row(nextval('game_rounds_id_seq'), r.vendor, r.round, r.member, r.game_id, r.game_code, r.game_type, r.currency, 1, r.amount,
                    0, 0, 'open', r.now, null, r.now)::game_rounds;
                else
                  perform nextval('game_rounds_id_seq');
                  v_rr.bet_count := v_rr.bet_count + 1;
                  v_rr.bet_amount := v_rr.bet_amount + r.amount;
                  v_rr.status := case when v_rr.status = 'cancelled' then 'open' else v_rr.status end;
                  v_rr.updated_at := r.now;
                end if;
                v_rnd_unrolled[q] := v_rnd_unrolled[q] + 1;
                v_round_pk := v_rr.id;
                -- A sports or e-sports stake counts when its round settles.
                if not (v_rr.game_type in ('SPORTS', 'ESPORTS') and v_rr.status = 'open') then
                  v_hourly[coalesce(cardinality(v_hourly), 0) + 1] := row(r.member, v_hour, r.vendor, r.game_type, r.currency, 1, r.amount, 0, 0, null, null)::member_game_hourly;
                end if;
                if r.lim is not null then
                  k := array_position(v_lim_mem, r.member);
                  if k is null then
                    k := coalesce(cardinality(v_lim_mem), 0) + 1;
                    v_lim_mem[k] := r.member;
                    v_lim_used[k] := 0;
                  end if;
                  v_lim_used[k] := v_lim_used[k] + r.amount;
                end if;
              elsif r.action = 'win' then
                v_status := v_rr.status;
                v_stake := v_rr.bet_amount - v_rr.refund_amount;
                if r.closed and v_status = 'open' and v_rr.game_type in ('SPORTS', 'ESPORTS') then
                  v_hourly[coalesce(cardinality(v_hourly), 0) + 1] := row(r.member, v_hour, r.vendor, v_rr.game_type, r.currency, v_rr.bet_count, v_rr.bet_amount,
                    v_rr.refund_amount, 0, null, null)::member_game_hourly;
                end if;
                v_hourly[coalesce(cardinality(v_hourly), 0) + 1] := row(r.member, v_hour, r.vendor, r.game_type, r.currency, 0, 0, 0, r.amount, null, null)::member_game_hourly;
                if v_stake > 0 and r.amount >= 50 * v_stake and r.game_id is not null then
                  v_winners[coalesce(cardinality(v_winners), 0) + 1] := row(null, case when r.amount >= 500 * v_stake then 'JACKPOT' else 'BIGWIN' end, r.account,
                    r.amount, r.game_id, r.game_type, r.now)::catalog_winners;
                end if;
                v_rr.win_amount := v_rr.win_amount + r.amount;
                v_rr.status := case when r.closed and v_status = 'open' then 'closed' else v_status end;
                v_rr.closed_at := case when r.closed and v_rr.closed_at is null then r.now else v_rr.closed_at end;
                v_rr.updated_at := r.now;
                v_rnd_won[q] := true;
                v_round_pk := v_rr.id;
              elsif v_kind = 'game_refund' then
                if r.t_id is not null then
                  v_db_refunded := v_db_refunded || r.t_id;
                  v_db_refunded_by := v_db_refunded_by || v_gt;
                else
                  v_rolled[v_tk] := true;
                  v_tx := v_txs[v_ti[v_tk]];
                  v_tx.rolled_back_by := v_gt;
                  v_txs[v_ti[v_tk]] := v_tx;
                  v_rnd_unrolled[q] := v_rnd_unrolled[q] - 1;
                end if;
                -- A round whose every bet is rolled back is cancelled.
                v_cancel := v_rnd_unrolled[q] = 0 and (v_rr.id is null or not exists (select 1 from game_transactions o
                  where o.round_pk = v_rr.id and o.action = 'bet' and o.rolled_back_by is null and o.id <> all(v_db_refunded)));
                v_rr.refund_amount := v_rr.refund_amount + v_delta;
                v_rr.updated_at := r.now;
                if v_cancel then
                  v_rr.status := 'cancelled';
                  v_rr.closed_at := coalesce(v_rr.closed_at, r.now);
                end if;
                if not (v_rr.game_type in ('SPORTS', 'ESPORTS') and v_rr.status <> 'closed') then
                  v_hourly[coalesce(cardinality(v_hourly), 0) + 1] := row(r.member, date_trunc('hour', v_t_created at time zone r.zone) at time zone r.zone, r.vendor,
                    v_rr.game_type, r.currency, 0, 0, v_delta, 0, null, null)::member_game_hourly;
                end if;
              end if;
              if q is not null and r.action <> 'rollback' or v_kind = 'game_refund' then
                v_rnd[q] := v_rr;
                v_rnd_touched[q] := true;
              end if;
              if r.action = 'rollback' then
                v_rb_refs := v_rb_refs || (r.vendor || ':' || r.ref);
              end if;

              v_answer := jsonb_build_object('status', 'OK', 'txId', r.tx, 'platformTxId', v_gt::text, 'balance', v_bal + v_delta);
              v_rq[i] := q;
              v_rolled[i] := false;
              v_ti[i] := coalesce(cardinality(v_txs), 0) + 1;
              v_txs[v_ti[i]] := row(v_gt, r.vendor, r.tx, r.action, r.member, r.round, v_round_pk, r.game_code,
                case when r.action = 'rollback' then v_delta else r.amount end, r.currency, r.ref, r.hash, v_answer, v_jid, null, r.now)::game_transactions;
            else
              v_refusals[coalesce(cardinality(v_refusals), 0) + 1] := row(r.vendor, r.tx, r.action, r.member_in, r.hash, v_answer, r.now)::game_wallet_refusals;
            end if;
          else
            v_refusals[coalesce(cardinality(v_refusals), 0) + 1] := row(r.vendor, r.tx, r.action, r.member_in, r.hash, v_answer, r.now)::game_wallet_refusals;
          end if;
        end if;
        v_answers[i] := v_answer;
        v_out[r.pos] := v_answer;
      end loop;
      if i = 0 then
        return '[]'::jsonb;
      end if;

      -- One statement per table.
      if cardinality(v_refusals) > 0 then
        insert into game_wallet_refusals select * from unnest(v_refusals) on conflict (vendor_id, tx_id) do nothing;
        get diagnostics v_count = row_count;
        if v_count <> cardinality(v_refusals) then
          -- Only when another member's call took one of these txIds meanwhile: the caller retries and replays.
          raise exception 'a refused game transaction of this batch raced' using errcode = 'GPW02';
        end if;
      end if;
      if cardinality(v_journals) > 0 then
        insert into ledger_journals select * from unnest(v_journals);
        insert into ledger_legs select * from unnest(v_legs);
        update ledger_accounts a set balance = u.balance
        from unnest(v_w_id, v_w_bal0, v_w_bal) u(id, balance0, balance)
        where a.id = u.id and u.balance <> u.balance0 and a.balance = u.balance0;
        get diagnostics v_count = row_count;
        if v_count <> (select count(*) from unnest(v_w_bal0, v_w_bal) u(balance0, balance) where u.balance <> u.balance0) then
          raise exception 'game wallet batch: a wallet changed under its lock' using errcode = '40001';
        end if;
      end if;
      if cardinality(v_txs) > 0 then
        insert into game_transactions select * from unnest(v_txs) on conflict (vendor_id, tx_id) do nothing;
        get diagnostics v_count = row_count;
        if v_count <> cardinality(v_txs) then
          raise exception 'a game transaction of this batch raced' using errcode = 'GPW02';
        end if;
      end if;
      if cardinality(v_db_refunded) > 0 then
        update game_transactions b set rolled_back_by = u.by from unnest(v_db_refunded, v_db_refunded_by) u(id, by) where b.id = u.id;
      end if;
      if true = any(v_rnd_touched) then
        insert into game_rounds as g
        select u.id, u.vendor_id, u.round_id, u.member_id, u.game_id, u.game_code, u.game_type, u.currency, u.bet_count, u.bet_amount, u.win_amount,
          u.refund_amount, u.status, u.opened_at, u.closed_at, u.updated_at
        from unnest(v_rnd) with ordinality u where v_rnd_touched[u.ordinality]
        on conflict (vendor_id, round_id, member_id) do update
        set bet_count = excluded.bet_count, bet_amount = excluded.bet_amount, win_amount = excluded.win_amount, refund_amount = excluded.refund_amount,
          status = excluded.status, closed_at = excluded.closed_at, updated_at = excluded.updated_at;
      end if;
      if cardinality(v_hourly) > 0 then
        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        select u.member_id, u.hour_start, u.vendor_id, u.game_type, u.currency, sum(u.bet_count)::int, sum(u.bet_amount)::int8,
          sum(u.refund_amount)::int8, sum(u.win_amount)::int8
        from unnest(v_hourly) u
        group by u.member_id, u.hour_start, u.vendor_id, u.game_type, u.currency
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
      end if;
      if cardinality(v_winners) > 0 then
        insert into catalog_winners (board, customer_name, win_amount, game_id, game_type, won_at)
        select u.board, u.customer_name, u.win_amount, u.game_id, u.game_type, u.won_at from unnest(v_winners) with ordinality u order by u.ordinality;
      end if;
      return to_jsonb(v_out);
    end $function$`,
  game_wallet_calls_set: `CREATE OR REPLACE FUNCTION public.game_wallet_calls_set(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    -- game_wallet_calls(p) decided for the whole batch at once: the same input (an array of
    -- game_wallet_call() inputs), the same answers in the same order, the same rows, balances and
    -- ids. Not called by the API yet: game-wallet-set-batch.pg.test.ts proves it against
    -- game_wallet_calls() first.
    --
    -- What the call-by-call path does, in order (game_wallet_calls, game_wallet_call and helpers):
    --  0. Order: one call as it is; calls of at most one memberId in their order; otherwise by the
    --     wallet id each call's member has now (nulls last), then their order. Ids (game
    --     transactions, journals, legs, rounds, accounts) are taken in that order.
    --  1. A "refusal" given: the txId's stored answer (game_transactions, then game_wallet_refusals:
    --     the same requestHash gives the stored response, another gives DUPLICATE_TRANSACTION), or
    --     the refusal, stored in game_wallet_refusals.
    --  2. members (type, status, account; member_exclusions for a bet): none is PLAYER_NOT_FOUND,
    --     after the stored answer, stored.
    --  3. The wallet (ledger_accounts: agent_main for an agent type, player_vendor of the vendor for a
    --     transfer vendor, else player_main) found and locked FOR UPDATE.
    --  4. The txId's stored answer (as in 1): a replay, or DUPLICATE_TRANSACTION.
    --  5. A bet or win with a sessionHash: game_sessions of the vendor; none or another member's is
    --     INVALID_TOKEN, a bet's expired one TOKEN_EXPIRED. Refusals from here on are stored.
    --  6. A bet: member not active, the trial type or excluded now: PLAYER_BLOCKED; game not open:
    --     GAME_NOT_FOUND/GAME_MAINTENANCE.
    --  7. No wallet yet: opened at zero (ledger_accounts), locked, stored answer looked up again.
    --  8. adjust: game_wallet_adjust().
    --  9. bet: a stored rollback naming its txId (game_transactions.ref_tx_id): TRANSACTION_ROLLED_BACK;
    --     past the wager limit left (member_wager_limits, open sports rounds, member_game_hourly):
    --     LIMIT_EXCEEDED with the balance; past the balance: INSUFFICIENT_FUNDS with the balance.
    -- 10. win: its round (game_rounds by vendor, roundId, member). With a betTxId: no such
    --     transaction is TRANSACTION_ROLLED_BACK if a rollback names it, else ROUND_NOT_FOUND; not a
    --     bet, another member's, no round or another round: ROUND_NOT_FOUND; a rolled-back bet:
    --     TRANSACTION_ROLLED_BACK. Without: no round or no bet in it: ROUND_NOT_FOUND; a cancelled
    --     round: TRANSACTION_ROLLED_BACK. Then past the vendor's maximum win per round:
    --     LIMIT_EXCEEDED/ROUND_WIN_LIMIT with the balance.
    -- 11. rollback: the transaction it names: not a bet of this member: INVALID_REQUEST/
    --     NOT_A_BET_OF_THIS_PLAYER; not rolled back yet: a win in its round is BET_ALREADY_SETTLED,
    --     else its amount is refunded; already rolled back: acknowledged, nothing moves. None:
    --     acknowledged and stored (so that bet is refused later), on the round of its roundId if any.
    -- 12. Another action: INVALID_REQUEST.
    -- 13. A credit past the currency's maximum (ledger_currency_limits, default 10^13):
    --     LIMIT_EXCEEDED/BALANCE_LIMIT with the balance.
    -- 14. Written: game_transactions id; a journal with two legs, house first (the vendor's
    --     house_game account, opened if missing) and the wallet's balance moved (ledger_journals,
    --     ledger_legs, ledger_accounts) unless nothing moves; bet: the round opened or counted
    --     (a cancelled one reopens) and the hour's bucket (member_game_hourly) unless it is an open
    --     sports round; win: the round's win and, when it closes it, status and closed_at, the
    --     closing win of an open sports round moving the round's stakes into the hour's bucket, the
    --     win into the bucket, a win of 50x (500x) the stake on the winner boards (catalog_winners);
    --     refund: the bet's rolled_back_by, the round's refund (cancelled when no bet is left) and
    --     the bet's hour bucket unless the sports round is not closed; the game transaction with
    --     its answer; a bet's or win's "details" (game_round_details).
    --
    -- Three calls or more go to game_wallet_set_batch(), which reads each table once and writes
    -- each once for the whole batch; one or two to game_wallet_calls(): the set statements cost
    -- about as much to start as two calls cost one by one (bench:wallet-instructions).
    begin
      if jsonb_array_length(p) <= 2 then
        return game_wallet_calls(p);
      end if;
      return game_wallet_set_batch(p);
    end $function$`,
};

export const up = (db: Kysely<unknown>) => applyFunctionSnapshots(db, functions);

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function if exists game_wallet_calls_set(jsonb)`.execute(db);
  await sql`drop function if exists game_wallet_set_batch(jsonb)`.execute(db);
};
