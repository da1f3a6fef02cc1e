CREATE OR REPLACE FUNCTION public.game_wallet_call(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    declare
      v_action text := p->>'action';
      v_vendor int := (p->>'vendorId')::int;
      v_vendor_code text := p->>'vendorCode';
      v_tx text := p->>'txId';
      v_member bigint := (p->>'memberId')::bigint;
      v_round text := p->>'roundId';
      v_game_code text := p->>'gameCode';
      v_game_id int := (p->>'gameId')::int;
      v_game_type text := p->>'gameType';
      v_amount bigint := coalesce((p->>'amount')::int8, 0);
      v_currency text := p->>'currency';
      v_ref text := p->>'refTxId';
      v_closed boolean := coalesce((p->>'roundClosed')::boolean, false);
      v_hash text := p->>'requestHash';
      v_session text := p->>'sessionHash';
      v_now timestamptz := (p->>'now')::timestamptz;
      v_zone text := p->>'zone';
      v_stored jsonb;
      v_m record;
      v_s record;
      v_r record;
      v_bet record;
      v_is_agent boolean;
      v_wallet bigint;
      v_house bigint;
      v_balance bigint;
      v_left bigint;
      v_id bigint;
      v_round_pk bigint;
      v_journal bigint;
      v_refusal text;
      v_response jsonb;
      v_kind text;
      v_delta bigint := 0;
      v_stake bigint;
      v_name text;
      v_cancel boolean;
      v_transfer boolean := coalesce((p->>'transfer')::boolean, false);
      v_round_status text;
      v_round_type text;
    begin
      -- Refused before the database was asked (unknown game, wrong currency, malformed player id):
      -- a first answer to this txId stands; otherwise the refusal becomes it.
      if p ? 'refusal' then
        return coalesce(game_wallet_stored_answer(v_vendor, v_tx, v_hash), game_wallet_refuse(p, p->'refusal'));
      end if;
      select m.type, m.status, m.account,
        case when v_action = 'bet' then exists (select 1 from member_exclusions e where e.member_id = m.id and e.starts_at <= v_now and e.ends_at > v_now)
          else false end as excluded
      into v_m from members m where m.id = v_member;
      if not found then
        return coalesce(game_wallet_stored_answer(v_vendor, v_tx, v_hash), game_wallet_refuse(p, '{"status":"PLAYER_NOT_FOUND"}'));
      end if;
      v_is_agent := coalesce(p->'agentTypes', '[]'::jsonb) @> jsonb_build_array(v_m.type);

      -- The serialisation point: every call of this member on this wallet queues here. One statement
      -- finds and locks the wallet (game_wallet_account's mapping); a missing one is opened below.
      select a.id, a.balance into v_wallet, v_balance from ledger_accounts a
      where a.owner_type = case when v_is_agent then 'agent' else 'player' end and a.owner_id = v_member::text
        and a.kind = case when v_is_agent then 'agent_main' when v_transfer then 'player_vendor' else 'player_main' end
        and a.currency = v_currency and a.vendor_code is not distinct from case when not v_is_agent and v_transfer then v_vendor_code end
      for update;
      -- After the lock: a twin of this txId that committed while this call waited is replayed, an
      -- answer (OK or refused) given before is given again.
      v_stored := game_wallet_stored_answer(v_vendor, v_tx, v_hash);
      if v_stored is not null then
        return v_stored;
      end if;

      -- Sessions are read fresh on every call: a revoked or expired one is never accepted for a bet.
      -- Trusted in-process calls (the in-house games) carry no session (sessionHash null).
      if v_session is not null and v_action in ('bet', 'win') then
        select s.member_id, s.expires_at into v_s from game_sessions s where s.token_hash = v_session and s.vendor_id = v_vendor;
        if not found or v_s.member_id <> v_member then
          return game_wallet_refuse(p, '{"status":"INVALID_TOKEN"}');
        end if;
        if v_action = 'bet' and v_s.expires_at <= v_now then
          return game_wallet_refuse(p, '{"status":"TOKEN_EXPIRED"}');
        end if;
      end if;

      if v_action = 'bet' then
        if v_m.status <> 'active' or v_m.type = (p->>'trialType')::int or v_m.excluded then
          return game_wallet_refuse(p, '{"status":"PLAYER_BLOCKED"}');
        end if;
        if not coalesce((p->>'gameOpen')::boolean, true) then
          return game_wallet_refuse(p, '{"status":"GAME_NOT_FOUND","message":"GAME_MAINTENANCE"}');
        end if;
      end if;

      if v_wallet is null then
        -- The member's first call on this wallet: open it at zero, lock it, and look for a twin again.
        v_wallet := game_wallet_account(v_member, v_is_agent, v_transfer, v_vendor_code, v_currency, true);
        select a.balance into v_balance from ledger_accounts a where a.id = v_wallet for update;
        v_stored := game_wallet_stored_answer(v_vendor, v_tx, v_hash);
        if v_stored is not null then
          return v_stored;
        end if;
      end if;

      -- Wallet API v1.1's resettlement of a settled round: its own rules and writes, after the lock
      -- and the replay lookup like every call (game_wallet_adjust).
      if v_action = 'adjust' then
        return game_wallet_adjust(p, v_wallet, v_balance);
      end if;

      if v_action = 'bet' then
        if exists (select 1 from game_transactions r where r.vendor_id = v_vendor and r.ref_tx_id = v_tx and r.action = 'rollback') then
          return game_wallet_refuse(p, '{"status":"TRANSACTION_ROLLED_BACK"}');
        end if;
        v_left := game_wallet_limit_left(v_member, v_now);
        if v_left is not null and v_amount > v_left then
          return game_wallet_refuse(p, jsonb_build_object('status', 'LIMIT_EXCEEDED', 'balance', v_balance));
        end if;
        if v_balance < v_amount then
          return game_wallet_refuse(p, jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'balance', v_balance));
        end if;
        v_delta := -v_amount;
        v_kind := 'game_bet';
      elsif v_action = 'win' then
        select r.id, r.bet_count, r.bet_amount, r.refund_amount, r.win_amount, r.status, r.game_type into v_r from game_rounds r
        where r.vendor_id = v_vendor and r.round_id = v_round and r.member_id = v_member;
        if v_ref is not null then
          select b.action, b.member_id, b.round_pk, b.rolled_back_by into v_bet from game_transactions b where b.vendor_id = v_vendor and b.tx_id = v_ref;
          if not found then
            if exists (select 1 from game_transactions x where x.vendor_id = v_vendor and x.ref_tx_id = v_ref and x.action = 'rollback') then
              return game_wallet_refuse(p, '{"status":"TRANSACTION_ROLLED_BACK"}');
            end if;
            return game_wallet_refuse(p, '{"status":"ROUND_NOT_FOUND"}');
          end if;
          if v_bet.action <> 'bet' or v_bet.member_id <> v_member or v_r.id is null or v_bet.round_pk <> v_r.id then
            return game_wallet_refuse(p, '{"status":"ROUND_NOT_FOUND"}');
          end if;
          if v_bet.rolled_back_by is not null then
            return game_wallet_refuse(p, '{"status":"TRANSACTION_ROLLED_BACK"}');
          end if;
        elsif v_r.id is null or v_r.bet_count = 0 then
          return game_wallet_refuse(p, '{"status":"ROUND_NOT_FOUND"}');
        elsif v_r.status = 'cancelled' then
          return game_wallet_refuse(p, '{"status":"TRANSACTION_ROLLED_BACK"}');
        end if;
        -- The operator's maximum win per round of this vendor (catalog_vendors.max_round_win).
        if p->>'maxRoundWin' is not null and v_r.win_amount + v_amount > (p->>'maxRoundWin')::int8 then
          return game_wallet_refuse(p, jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'ROUND_WIN_LIMIT', 'balance', v_balance));
        end if;
        v_round_pk := v_r.id;
        v_delta := v_amount;
        v_kind := 'game_win';
      elsif v_action = 'rollback' then
        select b.id, b.action, b.member_id, b.round_pk, b.amount, b.rolled_back_by, b.created_at into v_bet
        from game_transactions b where b.vendor_id = v_vendor and b.tx_id = v_ref;
        if found then
          if v_bet.action <> 'bet' or v_bet.member_id <> v_member then
            return game_wallet_refuse(p, '{"status":"INVALID_REQUEST","message":"NOT_A_BET_OF_THIS_PLAYER"}');
          end if;
          v_round_pk := v_bet.round_pk;
          if v_bet.rolled_back_by is null then
            if exists (select 1 from game_transactions w where w.round_pk = v_bet.round_pk and w.action = 'win') then
              return game_wallet_refuse(p, '{"status":"BET_ALREADY_SETTLED"}');
            end if;
            -- Refund the bet; an already rolled-back bet is acknowledged without a second refund.
            v_delta := v_bet.amount;
            v_kind := 'game_refund';
          end if;
        else
          -- Unknown: acknowledged and stored, so the bet it names is refused if it comes later.
          select r.id into v_round_pk from game_rounds r where r.vendor_id = v_vendor and r.round_id = v_round and r.member_id = v_member;
        end if;
      else
        return game_wallet_refuse(p, '{"status":"INVALID_REQUEST"}');
      end if;

      -- A credit never takes the wallet past its currency's maximum (ledger_max_minor's expression,
      -- written in place as ledger_post_wallet does; it enforces the same): refused here first, so
      -- the answer is definitive and stored.
      if v_delta > 0 and v_balance + v_delta > coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (v_currency)::bpchar), 10000000000000) then
        return game_wallet_refuse(p, jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'BALANCE_LIMIT', 'balance', v_balance));
      end if;

      -- Every rule has passed: from here on everything is written.
      v_id := nextval('game_transactions_id_seq');
      if v_delta <> 0 then
        v_house := game_wallet_house(v_vendor_code, v_currency);
        v_journal := ledger_post_wallet('gw:' || v_vendor || ':' || v_tx, v_kind, v_hash,
          jsonb_build_object('gameType', v_game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', v_round, 'txId', v_tx,
            'platformTxId', v_id::text),
          v_house, v_wallet, v_delta);
      end if;

      if v_action = 'bet' then
        insert into game_rounds as r (vendor_id, round_id, member_id, game_id, game_code, game_type, currency, bet_count, bet_amount, opened_at, updated_at)
        values (v_vendor, v_round, v_member, v_game_id, v_game_code, v_game_type, v_currency, 1, v_amount, v_now, v_now)
        on conflict (vendor_id, round_id, member_id) do update
        set bet_count = r.bet_count + 1, bet_amount = r.bet_amount + excluded.bet_amount,
          status = case when r.status = 'cancelled' then 'open' else r.status end, updated_at = excluded.updated_at
        returning r.id, r.status, r.game_type into v_round_pk, v_round_status, v_round_type;
        -- A sports or e-sports stake is a valid bet of the hour its round settles (the closing win
        -- below), not of the hour it was placed; a bet on a round already settled counts now.
        if not (v_round_type in ('SPORTS', 'ESPORTS') and v_round_status = 'open') then
          insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
          values (v_member, date_trunc('hour', v_now at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, 1, v_amount, 0, 0)
          on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
          set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
            refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
        end if;
      elsif v_action = 'win' then
        update game_rounds r set win_amount = r.win_amount + v_amount,
          status = case when v_closed and r.status = 'open' then 'closed' else r.status end,
          closed_at = case when v_closed and r.closed_at is null then v_now else r.closed_at end, updated_at = v_now
        where r.id = v_round_pk;
        -- The closing win of a sports or e-sports round brings the round's stakes (bets less refunds)
        -- into this hour's bucket, where they count as valid bet; they were held back when placed.
        if v_closed and v_r.status = 'open' and v_r.game_type in ('SPORTS', 'ESPORTS') then
          insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
          values (v_member, date_trunc('hour', v_now at time zone v_zone) at time zone v_zone, v_vendor, v_r.game_type, v_currency,
            v_r.bet_count, v_r.bet_amount, v_r.refund_amount, 0)
          on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
          set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
            refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
        end if;
        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        values (v_member, date_trunc('hour', v_now at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, 0, 0, 0, v_amount)
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
        -- Real wins feed the home winner boards: 50x the round's stake is a big win, 500x a jackpot.
        v_stake := v_r.bet_amount - v_r.refund_amount;
        if v_stake > 0 and v_amount >= 50 * v_stake and v_game_id is not null then
          -- The account as it is: the boards mask names when they show them (catalog maskName).
          v_name := v_m.account;
          insert into catalog_winners (board, customer_name, win_amount, game_id, game_type, won_at)
          values (case when v_amount >= 500 * v_stake then 'JACKPOT' else 'BIGWIN' end, v_name, v_amount, v_game_id, v_game_type, v_now);
        end if;
      elsif v_kind = 'game_refund' then
        update game_transactions b set rolled_back_by = v_id where b.id = v_bet.id;
        -- A round whose every bet is rolled back is cancelled.
        v_cancel := not exists (select 1 from game_transactions o where o.round_pk = v_round_pk and o.action = 'bet' and o.rolled_back_by is null);
        update game_rounds r set refund_amount = r.refund_amount + v_delta, updated_at = v_now,
          status = case when v_cancel then 'cancelled' else r.status end,
          closed_at = case when v_cancel then coalesce(r.closed_at, v_now) else r.closed_at end
        where r.id = v_round_pk
        returning r.game_type, r.status into v_game_type, v_round_status;
        -- In the bet's own buckets, so a day's valid bet stays that day's. A sports or e-sports round
        -- not settled yet has put nothing there: its stakes wait for the closing win, which brings
        -- its refunds with them (a round cancelled by rollback never counts).
        if not (v_game_type in ('SPORTS', 'ESPORTS') and v_round_status <> 'closed') then
          insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
          values (v_member, date_trunc('hour', v_bet.created_at at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, 0, 0, v_delta, 0)
          on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
          set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
            refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
        end if;
      end if;

      v_response := jsonb_build_object('status', 'OK', 'txId', v_tx, 'platformTxId', v_id::text, 'balance', v_balance + v_delta);
      insert into game_transactions (id, vendor_id, tx_id, action, member_id, round_id, round_pk, game_code, amount, currency, ref_tx_id,
        request_hash, response, journal_id, created_at)
      values (v_id, v_vendor, v_tx, v_action, v_member, v_round, v_round_pk, v_game_code,
        case when v_action = 'rollback' then v_delta else v_amount end, v_currency, v_ref, v_hash, v_response, v_journal, v_now)
      on conflict (vendor_id, tx_id) do nothing;
      if not found then
        -- Only when another member's call took this txId meanwhile: abort, the caller retries and replays.
        raise exception 'game transaction % of vendor % raced', v_tx, v_vendor using errcode = 'GPW02';
      end if;
      -- Wallet API v1.1: what the bet is (a sports bet's legs), the latest call's replacing the last.
      if v_action in ('bet', 'win') and jsonb_typeof(p->'details') = 'object' then
        insert into game_round_details as d (round_pk, details, transaction_id, updated_at)
        values (v_round_pk, p->'details', v_id, v_now)
        on conflict (round_pk) do update set details = excluded.details, transaction_id = excluded.transaction_id, updated_at = excluded.updated_at;
      end if;
      return v_response;
    end $function$;
