CREATE OR REPLACE FUNCTION public.game_wallet_adjust(p jsonb, p_wallet bigint, p_balance bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    declare
      v_vendor int := (p->>'vendorId')::int;
      v_vendor_code text := p->>'vendorCode';
      v_tx text := p->>'txId';
      v_member bigint := (p->>'memberId')::bigint;
      v_round text := p->>'roundId';
      v_game_code text := p->>'gameCode';
      v_amount bigint := (p->>'amount')::int8;
      v_currency text := p->>'currency';
      v_original text := p->>'refTxId';
      v_version int := (p->>'settlementVersion')::int;
      v_reason text := p->>'reason';
      v_hash text := p->>'requestHash';
      v_now timestamptz := (p->>'now')::timestamptz;
      v_zone text := p->>'zone';
      v_r record;
      v_last int;
      v_paid bigint;
      v_delta bigint;
      v_taken bigint := 0;
      v_shortfall bigint := 0;
      v_id bigint;
      v_journal bigint;
      v_response jsonb;
    begin
      -- Called by game_wallet_call with the member's wallet locked and no stored answer for this txId:
      -- every refusal below is decided before the first write and stored as the txId's answer.
      select r.id, r.bet_count, r.game_type into v_r from game_rounds r
      where r.vendor_id = v_vendor and r.round_id = v_round and r.member_id = v_member;
      if not found or v_r.bet_count = 0 then
        return game_wallet_refuse(p, '{"status":"ROUND_NOT_FOUND"}');
      end if;
      -- The win it corrects must be a win of this round, so the round holds a bet and a win of this player.
      if not exists (select 1 from game_transactions o where o.vendor_id = v_vendor and o.tx_id = v_original and o.action = 'win' and o.round_pk = v_r.id) then
        return game_wallet_refuse(p, '{"status":"ROUND_NOT_FOUND"}');
      end if;

      -- One adjustment per settlement version, the versions in order: 2 first, then 3, ... A version
      -- already applied is a duplicate; one past the next would let a late retry land out of order.
      select max(a.settlement_version) into v_last from game_round_adjustments a where a.round_pk = v_r.id;
      if v_version <= coalesce(v_last, 1) then
        return game_wallet_refuse(p, '{"status":"DUPLICATE_TRANSACTION"}');
      end if;
      if v_version <> coalesce(v_last, 1) + 1 then
        return game_wallet_refuse(p, '{"status":"INVALID_REQUEST","message":"VERSION_OUT_OF_ORDER"}');
      end if;

      -- What the round has paid as settled: its wins plus the adjustments as requested. A shortfall
      -- written off does not count as paid back, so a later correction cannot claim it twice.
      v_paid := (select coalesce(sum(w.amount), 0) from game_transactions w where w.round_pk = v_r.id and w.action = 'win')
        + (select coalesce(sum(a.amount), 0) from game_round_adjustments a where a.round_pk = v_r.id);
      if v_paid + v_amount < 0 then
        return game_wallet_refuse(p, '{"status":"INVALID_REQUEST","message":"ADJUST_EXCEEDS_WINS"}');
      end if;

      if v_amount > 0 then
        -- A credit meets the limits a win meets: the vendor's maximum pay per round, the currency's maximum balance.
        if p->>'maxRoundWin' is not null and v_paid + v_amount > (p->>'maxRoundWin')::int8 then
          return game_wallet_refuse(p, jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'ROUND_WIN_LIMIT', 'balance', p_balance));
        end if;
        if p_balance + v_amount > coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (v_currency)::bpchar), 10000000000000) then
          return game_wallet_refuse(p, jsonb_build_object('status', 'LIMIT_EXCEEDED', 'message', 'BALANCE_LIMIT', 'balance', p_balance));
        end if;
        v_delta := v_amount;
      else
        -- The debt rule: a debit takes what the balance holds and never makes it negative; the rest is
        -- written off to the house and recorded in game_adjust_shortfalls.
        v_taken := least(p_balance, -v_amount);
        v_shortfall := -v_amount - v_taken;
        v_delta := -v_taken;
      end if;

      -- Every rule has passed: from here on everything is written.
      v_id := nextval('game_transactions_id_seq');
      if v_delta <> 0 then
        v_journal := ledger_post_wallet('gw:' || v_vendor || ':' || v_tx, 'game_adjust', v_hash,
          jsonb_build_object('gameType', v_r.game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', v_round, 'txId', v_tx,
            'platformTxId', v_id::text, 'originalTxId', v_original, 'settlementVersion', v_version, 'reason', v_reason,
            'requested', v_amount, 'shortfall', v_shortfall),
          game_wallet_house(v_vendor_code, v_currency), p_wallet, v_delta);
        -- The round and the hourly buckets count what moved as a (negative) win, in the hour it moved,
        -- so GGR equals the house account's legs; the shortfall is the house's loss, as paid.
        update game_rounds r set win_amount = r.win_amount + v_delta, updated_at = v_now where r.id = v_r.id;
        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        values (v_member, date_trunc('hour', v_now at time zone v_zone) at time zone v_zone, v_vendor, v_r.game_type, v_currency, 0, 0, 0, v_delta)
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
      end if;

      v_response := jsonb_build_object('status', 'OK', 'txId', v_tx, 'platformTxId', v_id::text, 'balance', p_balance + v_delta,
        'credited', greatest(v_delta, 0), 'debited', v_taken, 'shortfall', v_shortfall);
      insert into game_transactions (id, vendor_id, tx_id, action, member_id, round_id, round_pk, game_code, amount, currency, ref_tx_id,
        request_hash, response, journal_id, created_at)
      values (v_id, v_vendor, v_tx, 'adjust', v_member, v_round, v_r.id, v_game_code, v_delta, v_currency, v_original, v_hash, v_response, v_journal, v_now)
      on conflict (vendor_id, tx_id) do nothing;
      if not found then
        -- Only when another member's call took this txId meanwhile: abort, the caller retries and replays.
        raise exception 'game transaction % of vendor % raced', v_tx, v_vendor using errcode = 'GPW02';
      end if;
      insert into game_round_adjustments (round_pk, settlement_version, transaction_id, amount, moved, reason, created_at)
      values (v_r.id, v_version, v_id, v_amount, v_delta, v_reason, v_now);
      if v_shortfall > 0 then
        insert into game_adjust_shortfalls (transaction_id, member_id, vendor_id, round_pk, round_id, tx_id, currency, requested, taken, shortfall, created_at)
        values (v_id, v_member, v_vendor, v_r.id, v_round, v_tx, v_currency, -v_amount, v_taken, v_shortfall, v_now);
      end if;
      -- The corrected bet's details (its legs' new outcomes) replace the round's.
      if jsonb_typeof(p->'details') = 'object' then
        insert into game_round_details as d (round_pk, details, transaction_id, updated_at)
        values (v_r.id, p->'details', v_id, v_now)
        on conflict (round_pk) do update set details = excluded.details, transaction_id = excluded.transaction_id, updated_at = excluded.updated_at;
      end if;
      return v_response;
    end $function$;
