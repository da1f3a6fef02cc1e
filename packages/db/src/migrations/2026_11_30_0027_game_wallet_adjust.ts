import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * Vendor wallet API v1.1: `adjust`, the resettlement of a settled round (docs/vendor-wallet.md,
 * "v1.1: adjust").
 * - `catalog_vendors.wallet_api_version`: '1.0' (every vendor so far) or '1.1' (may call adjust);
 * - `game_wallet_action` and the refusals' action take 'adjust'; `game_wallet_amount` takes a
 *   negative amount, which only an adjust's debit stores (the money it took off the wallet);
 * - `game_round_adjustments`: one applied adjust per round and settlement version;
 * - `game_adjust_shortfalls`: a debit's part that the balance could not cover, written off to the
 *   house, for staff to see;
 * - game_wallet_call hands an adjust to the new game_wallet_adjust after the lock and the replay lookup.
 */
export const functions = {
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
      return v_response;
    end $function$`,
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
        select r.id, r.bet_count, r.bet_amount, r.refund_amount, r.win_amount, r.status into v_r from game_rounds r
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
        returning r.id into v_round_pk;
        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        values (v_member, date_trunc('hour', v_now at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, 1, v_amount, 0, 0)
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
      elsif v_action = 'win' then
        update game_rounds r set win_amount = r.win_amount + v_amount,
          status = case when v_closed and r.status = 'open' then 'closed' else r.status end,
          closed_at = case when v_closed and r.closed_at is null then v_now else r.closed_at end, updated_at = v_now
        where r.id = v_round_pk;
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
        returning r.game_type into v_game_type;
        -- In the bet's own buckets, so a day's valid bet stays that day's.
        insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
        values (v_member, date_trunc('hour', v_bet.created_at at time zone v_zone) at time zone v_zone, v_vendor, v_game_type, v_currency, 0, 0, v_delta, 0)
        on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
        set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
          refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
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
      return v_response;
    end $function$`,
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table catalog_vendors add column wallet_api_version text not null default '1.0'
    constraint catalog_vendors_wallet_api_version check (wallet_api_version in ('1.0', '1.1'))`.execute(db);

  await sql`alter domain game_wallet_action drop constraint game_wallet_action_check`.execute(db);
  await sql`alter domain game_wallet_action add constraint game_wallet_action_check check (VALUE in ('bet', 'win', 'rollback', 'adjust'))`.execute(db);
  // The ledger's hard ceiling either way (moneyHardMaxMinor): no single movement is larger.
  await sql`alter domain game_wallet_amount drop constraint game_wallet_amount_check`.execute(db);
  await sql`alter domain game_wallet_amount add constraint game_wallet_amount_check check (VALUE >= -1000000000000000)`.execute(db);
  await sql`alter table game_wallet_refusals drop constraint game_wallet_refusals_action_check`.execute(db);
  await sql`alter table game_wallet_refusals add constraint game_wallet_refusals_action_check check (action in ('bet', 'win', 'rollback', 'adjust'))`.execute(
    db,
  );

  await sql`create table game_round_adjustments (
    round_pk bigint not null references game_rounds (id),
    settlement_version integer not null constraint game_round_adjustments_version check (settlement_version >= 2),
    transaction_id bigint not null references game_transactions (id),
    amount bigint not null constraint game_round_adjustments_amount check (amount <> 0),
    moved bigint not null,
    reason text not null,
    created_at timestamptz not null,
    constraint game_round_adjustments_pk primary key (round_pk, settlement_version)
  )`.execute(db);

  await sql`create table game_adjust_shortfalls (
    id bigint generated always as identity primary key,
    transaction_id bigint not null unique references game_transactions (id),
    member_id bigint not null references members (id),
    vendor_id integer not null references catalog_vendors (id),
    round_pk bigint not null references game_rounds (id),
    round_id text not null,
    tx_id text not null,
    currency text not null,
    requested bigint not null,
    taken bigint not null constraint game_adjust_shortfalls_taken check (taken >= 0),
    shortfall bigint not null constraint game_adjust_shortfalls_shortfall check (shortfall > 0),
    created_at timestamptz not null,
    constraint game_adjust_shortfalls_sum check (requested = taken + shortfall)
  )`.execute(db);
  await sql`create index game_adjust_shortfalls_created on game_adjust_shortfalls (created_at, id)`.execute(db);
  await sql`create index game_adjust_shortfalls_member on game_adjust_shortfalls (member_id, created_at)`.execute(db);

  await applyFunctionSnapshots(db, functions);
};
