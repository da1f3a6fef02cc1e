CREATE OR REPLACE FUNCTION public.game_wallet_win_batch(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET enable_hashjoin TO 'off'
 SET enable_mergejoin TO 'off'
 SET enable_seqscan TO 'off'
AS $function$
    declare
      v_vendor int := (p->>'vendorId')::int;
      v_vendor_code text := p->>'vendorCode';
      v_transfer boolean := coalesce((p->>'transfer')::boolean, false);
      v_currency text := p->>'currency';
      v_game_code text := p->>'gameCode';
      v_game_id int := (p->>'gameId')::int;
      v_game_type text := p->>'gameType';
      v_max_win bigint := (p->>'maxRoundWin')::int8;
      v_now timestamptz := (p->>'now')::timestamptz;
      v_zone text := p->>'zone';
      v_agent_types jsonb := coalesce(p->'agentTypes', '[]'::jsonb);
      -- What game_wallet_call() receives for one of these calls, less the call's own fields.
      v_shared jsonb := (p - 'calls') || '{"action":"win","roundClosed":true,"refTxId":null,"sessionHash":null}'::jsonb;
      v_calls jsonb := coalesce(p->'calls', '[]'::jsonb);
      v_max bigint;
      v_hour timestamptz;
      v_house bigint;
      v_members bigint[];
      v_txs text[];
      v_rounds text[];
      v_amounts bigint[];
      v_hashes text[];
      v_refused boolean[];
      v_common boolean[];
      v_wallets bigint[];
      v_balances bigint[];
      v_round_pks bigint[];
      v_stakes bigint[];
      v_names text[];
      v_gt bigint[];
      v_journals bigint[];
      v_responses jsonb[];
      v_answers jsonb[] := array[]::jsonb[];
      v_run record;
      v_winners int;
      v_count int;
      v_c jsonb;
    begin
      -- Many trusted wins at once (an in-house game settling a draw): each call answers and writes
      -- exactly what game_wallet_call() would, the calls run one after another in their order. A call
      -- that is plainly fine (its member and txId once in the batch, no stored answer, an open round
      -- with bets, a wallet, within the round's and the currency's maximum) is settled by set
      -- statements; every other call by game_wallet_call() itself. Such a call shares no member, wallet,
      -- round or txId with any other call, so only the order of generated ids could tell the two apart:
      -- runs of plain calls and the others are taken in the calls' order, each run's ids in its order.
      if jsonb_typeof(v_calls) <> 'array' or jsonb_array_length(v_calls) = 0 then
        return '[]'::jsonb;
      end if;
      v_max := coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (v_currency)::bpchar), 10000000000000);
      v_hour := date_trunc('hour', v_now at time zone v_zone) at time zone v_zone;

      select array_agg((e.c->>'memberId')::bigint order by e.n), array_agg(e.c->>'txId' order by e.n), array_agg(e.c->>'roundId' order by e.n),
        array_agg(coalesce((e.c->>'amount')::int8, 0) order by e.n), array_agg(e.c->>'requestHash' order by e.n), array_agg(e.c ? 'refusal' order by e.n)
      into v_members, v_txs, v_rounds, v_amounts, v_hashes, v_refused
      from jsonb_array_elements(v_calls) with ordinality e(c, n);

      -- Each call's member and wallet, one index lookup each (LATERAL ... OFFSET 0 keeps them so, and
      -- the function's SET clauses keep every read an index probe and every join a nested loop: a
      -- batch of a few thousand calls never scans or hashes a whole table of millions of rows).
      select array_agg(w.wallet order by u.n), array_agg(w.account order by u.n)
      into v_wallets, v_names
      from unnest(v_members) with ordinality u(member, n)
      left join lateral (
        select m.account, (select a.id from ledger_accounts a
            where a.owner_type = case when v_agent_types @> jsonb_build_array(m.type) then 'agent' else 'player' end
              and a.owner_id = m.id::text
              and a.kind = case when v_agent_types @> jsonb_build_array(m.type) then 'agent_main' when v_transfer then 'player_vendor' else 'player_main' end
              and a.currency = v_currency
              and a.vendor_code is not distinct from case when not (v_agent_types @> jsonb_build_array(m.type)) and v_transfer then v_vendor_code end) as wallet
        from members m where m.id = u.member offset 0) w on true;

      -- Every wallet of the batch in ascending id, as ledger_post() locks: a batch queues behind (or
      -- ahead of) single calls and other batches on the same wallets and never deadlocks with them.
      perform 1 from ledger_accounts a where a.id = any(v_wallets) order by a.id for update;

      -- After the locks, what each call would find: its balance, its round and any earlier answer.
      select array_agg(x.common order by x.n), array_agg(x.balance order by x.n), array_agg(x.round_pk order by x.n), array_agg(x.stake order by x.n)
      into v_common, v_balances, v_round_pks, v_stakes
      from (
        select u.n, a.balance, r.id as round_pk, r.bet_amount - r.refund_amount as stake,
          coalesce(not u.refused and u.amount >= 0 and u.tx is not null and u.round is not null and u.hash is not null
            and u.account is not null and a.balance is not null
            and count(*) over (partition by u.member) = 1 and count(*) over (partition by u.tx) = 1
            and r.bet_count > 0 and r.status = 'open'
            -- A sports round's closing win also brings its held-back stakes into the hour: game_wallet_call() does that.
            and r.game_type not in ('SPORTS', 'ESPORTS')
            and (v_max_win is null or r.win_amount::numeric + u.amount <= v_max_win)
            and (u.amount = 0 or a.balance::numeric + u.amount <= v_max)
            and (select 1 from game_transactions t where t.vendor_id = v_vendor and t.tx_id = u.tx) is null
            and (select 1 from game_wallet_refusals f where f.vendor_id = v_vendor and f.tx_id = u.tx) is null
            and (select 1 from ledger_journals j where j.idempotency_key = 'gw:' || v_vendor || ':' || u.tx) is null, false) as common
        from unnest(v_members, v_txs, v_rounds, v_amounts, v_hashes, v_refused, v_wallets, v_names)
          with ordinality u(member, tx, round, amount, hash, refused, wallet, account, n)
        left join lateral (select a.balance from ledger_accounts a where a.id = u.wallet offset 0) a on true
        left join lateral (select r.id, r.bet_count, r.bet_amount, r.refund_amount, r.win_amount, r.status, r.game_type from game_rounds r
          where r.vendor_id = v_vendor and r.round_id = u.round and r.member_id = u.member offset 0) r on true
      ) x;

      -- Runs of consecutive calls of one kind, in the calls' order.
      for v_run in
        select min(g.n)::int as lo, max(g.n)::int as hi, g.common
        from (select u.n, u.common, u.n - row_number() over (partition by u.common order by u.n) as grp
              from unnest(v_common) with ordinality u(common, n)) g
        group by g.common, g.grp
        order by lo
      loop
        if not v_run.common then
          for i in v_run.lo .. v_run.hi loop
            v_c := v_calls->(i - 1);
            v_answers := array_append(v_answers, game_wallet_call(v_shared || jsonb_build_object('memberId', v_c->'memberId', 'roundId', v_c->'roundId',
              'txId', v_c->'txId', 'amount', v_c->'amount', 'requestHash', v_c->'requestHash')
              || case when v_c ? 'refusal' then jsonb_build_object('refusal', v_c->'refusal') else '{}'::jsonb end));
          end loop;
          continue;
        end if;

        -- The run's ids, taken in its order as the calls one by one would take them: a game
        -- transaction each, a journal each winner; and the answers they give.
        select array_agg(s.gt order by s.k), array_agg(s.jid order by s.k),
          array_agg(jsonb_build_object('status', 'OK', 'txId', s.tx, 'platformTxId', s.gt::text, 'balance', s.balance + s.amount) order by s.k),
          count(s.jid)
        into v_gt, v_journals, v_responses, v_winners
        from (
          select o.k, o.tx, o.amount, o.balance, nextval('game_transactions_id_seq') as gt,
            case when o.amount > 0 then nextval('ledger_journals_id_seq') end as jid
          from (select u.k, u.tx, u.amount, u.balance
                from unnest(v_txs[v_run.lo:v_run.hi], v_amounts[v_run.lo:v_run.hi], v_balances[v_run.lo:v_run.hi]) with ordinality u(tx, amount, balance, k)
                order by u.k) o
        ) s;

        if v_winners > 0 then
          -- game_wallet_call() asks for the house account at every winner; it is made once, at the first.
          v_house := coalesce(v_house, game_wallet_house(v_vendor_code, v_currency));
          -- The journals first, as ledger_post_wallet(). No key is taken (checked under the locks) unless
          -- another member's call took the txId meanwhile: a unique violation (23505) then undoes the
          -- whole batch, and the caller's retry replays or refuses that call as game_wallet_call() would.
          insert into ledger_journals (id, idempotency_key, kind, request_hash, metadata)
          select u.jid, 'gw:' || v_vendor || ':' || u.tx, 'game_win', u.hash,
            jsonb_build_object('gameType', v_game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', u.round, 'txId', u.tx,
              'platformTxId', u.gt::text)
          from unnest(v_journals, v_gt, v_txs[v_run.lo:v_run.hi], v_hashes[v_run.lo:v_run.hi], v_rounds[v_run.lo:v_run.hi])
            with ordinality u(jid, gt, tx, hash, round, k)
          where u.jid is not null
          order by u.k;

          -- The guarded credit of each wallet (locked above) and the two legs of each journal, house
          -- first, in ledger_post_wallet()'s order.
          with moved as (
            update ledger_accounts a set balance = a.balance + u.amount
            from unnest(v_wallets[v_run.lo:v_run.hi], v_amounts[v_run.lo:v_run.hi], v_journals) with ordinality u(wallet, amount, jid, k)
            where a.id = u.wallet and u.jid is not null and a.balance is not null and a.balance + u.amount <= v_max
            returning u.k, u.jid, u.amount, a.id as wallet, a.balance
          )
          insert into ledger_legs (journal_id, account_id, amount, balance_after)
          select m.jid, x.account_id, x.amount, x.balance_after
          from moved m
          cross join lateral (values (v_house, -m.amount, null::bigint, 1), (m.wallet, m.amount, m.balance, 2)) x(account_id, amount, balance_after, n)
          order by m.k, x.n;
          get diagnostics v_count = row_count;
          if v_count <> 2 * v_winners then
            -- Never: every wallet was locked and checked above. Raising undoes the whole batch.
            raise exception 'game wallet batch of vendor %: a wallet changed under its lock', v_vendor;
          end if;
        end if;

        update game_rounds r set win_amount = r.win_amount + u.amount,
          status = case when r.status = 'open' then 'closed' else r.status end,
          closed_at = coalesce(r.closed_at, v_now), updated_at = v_now
        from unnest(v_round_pks[v_run.lo:v_run.hi], v_amounts[v_run.lo:v_run.hi]) u(pk, amount)
        where r.id = u.pk;

        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        select u.member, v_hour, v_vendor, v_game_type, v_currency, 0, 0, 0, u.amount
        from unnest(v_members[v_run.lo:v_run.hi], v_amounts[v_run.lo:v_run.hi]) u(member, amount)
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;

        -- Real wins feed the home winner boards: 50x the round's stake is a big win, 500x a jackpot.
        if v_game_id is not null then
          insert into catalog_winners (board, customer_name, win_amount, game_id, game_type, won_at)
          select case when u.amount >= 500 * u.stake then 'JACKPOT' else 'BIGWIN' end, u.account, u.amount, v_game_id, v_game_type, v_now
          from unnest(v_amounts[v_run.lo:v_run.hi], v_stakes[v_run.lo:v_run.hi], v_names[v_run.lo:v_run.hi]) with ordinality u(amount, stake, account, k)
          where u.stake > 0 and u.amount >= 50 * u.stake
          order by u.k;
        end if;

        insert into game_transactions (id, vendor_id, tx_id, action, member_id, round_id, round_pk, game_code, amount, currency, ref_tx_id,
          request_hash, response, journal_id, created_at)
        select u.gt, v_vendor, u.tx, 'win', u.member, u.round, u.pk, v_game_code, u.amount, v_currency, null, u.hash, u.response, u.jid, v_now
        from unnest(v_gt, v_txs[v_run.lo:v_run.hi], v_members[v_run.lo:v_run.hi], v_rounds[v_run.lo:v_run.hi], v_round_pks[v_run.lo:v_run.hi],
          v_amounts[v_run.lo:v_run.hi], v_hashes[v_run.lo:v_run.hi], v_responses, v_journals) with ordinality u(gt, tx, member, round, pk, amount, hash, response, jid, k)
        order by u.k;

        v_answers := v_answers || v_responses;
      end loop;
      return to_jsonb(v_answers);
    end $function$;
