import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Sports bets through the vendor wallet (docs/vendor-wallet.md, "v1.1: bet details"; docs/money.md,
 * "Hourly game aggregates"):
 * - `game_round_details`: the latest `details` a v1.1 vendor sent with a round's bet, win or adjust
 *   (a sports bet's type and legs, with their outcomes once settled), one row per round;
 * - SPORTS and ESPORTS rounds: a stake reaches member_game_hourly (valid bet) in the hour its round
 *   is settled by the closing win, not the hour it was placed; a round cancelled by rollback never
 *   counts. game_wallet_win_batch leaves such rounds to game_wallet_call, and wager limits count the
 *   stakes of rounds not settled yet (the partial index finds them).
 */
export const functions = {
  game_wallet_call: `CREATE OR REPLACE FUNCTION public.game_wallet_call(p jsonb)
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
    end $function$`,
  game_wallet_adjust: `CREATE OR REPLACE FUNCTION public.game_wallet_adjust(p jsonb, p_wallet bigint, p_balance bigint)
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
    end $function$`,
  game_wallet_win_batch: `CREATE OR REPLACE FUNCTION public.game_wallet_win_batch(p jsonb)
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
    end $function$`,
  game_wallet_limit_left: `CREATE OR REPLACE FUNCTION public.game_wallet_limit_left(p_member_id bigint, p_now timestamp with time zone)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
    declare
      v_limit record;
      v_used bigint;
      v_left bigint;
      v_min bigint;
      v_open bigint;
    begin
      for v_limit in
        select l.span, case when l.pending_effective_at is not null and l.pending_effective_at <= p_now then l.pending_amount else l.amount end as amount
        from member_wager_limits l where l.member_id = p_member_id
      loop
        continue when v_limit.amount is null;
        -- Stakes of sports and e-sports rounds not settled yet: they reach the hourly buckets only when
        -- their round settles, and count against every window meanwhile (the protective side).
        v_open := coalesce(v_open, (select coalesce(sum(r.bet_amount - r.refund_amount), 0)::int8 from game_rounds r
          where r.member_id = p_member_id and r.status = 'open' and r.game_type in ('SPORTS', 'ESPORTS')));
        select v_open + coalesce(sum(h.valid_bet), 0)::int8 into v_used from member_game_hourly h
        where h.member_id = p_member_id
          and h.hour_start > p_now - (case v_limit.span when 'day' then interval '24 hours' when 'week' then interval '7 days' else interval '30 days' end)
            - interval '1 hour';
        v_left := greatest(v_limit.amount - v_used, 0);
        v_min := least(coalesce(v_min, v_left), v_left);
      end loop;
      return v_min;
    end $function$`,
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table game_round_details (
    round_pk bigint primary key references game_rounds (id),
    details jsonb not null constraint game_round_details_object check (jsonb_typeof(details) = 'object'),
    transaction_id bigint not null references game_transactions (id),
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index game_rounds_open_sports on game_rounds (member_id)
    where status = 'open' and game_type in ('SPORTS', 'ESPORTS')`.execute(db);

  await applyFunctionSnapshots(db, functions);
};
