import { sql, type Kysely } from 'kysely';

/** game_wallet_call as this migration created it; 2026_11_27_0023 replaces it and restores it on down. */
export const gameWalletCallV1 = `create function game_wallet_call(p jsonb) returns jsonb language plpgsql as $$
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
      v_stored record;
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
    begin
      select t.request_hash, t.response into v_stored from game_transactions t where t.vendor_id = v_vendor and t.tx_id = v_tx;
      if found then
        return game_wallet_replay(v_stored.request_hash, v_stored.response, v_hash);
      end if;

      select m.type, m.status, m.account into v_m from members m where m.id = v_member;
      if not found then
        return '{"status":"PLAYER_NOT_FOUND"}'::jsonb;
      end if;
      v_is_agent := coalesce(p->'agentTypes', '[]'::jsonb) @> jsonb_build_array(v_m.type);

      -- Sessions are read fresh on every call: a revoked or expired one is never accepted for a bet.
      -- Trusted in-process calls (the in-house games) carry no session (sessionHash null).
      if v_session is not null and v_action in ('bet', 'win') then
        select s.member_id, s.expires_at into v_s from game_sessions s where s.token_hash = v_session and s.vendor_id = v_vendor;
        if not found or v_s.member_id <> v_member then
          return '{"status":"INVALID_TOKEN"}'::jsonb;
        end if;
        if v_action = 'bet' and v_s.expires_at <= v_now then
          return '{"status":"TOKEN_EXPIRED"}'::jsonb;
        end if;
      end if;

      if v_action = 'bet' then
        if v_m.status <> 'active' or v_m.type = (p->>'trialType')::int
          or exists (select 1 from member_exclusions e where e.member_id = v_member and e.starts_at <= v_now and e.ends_at > v_now) then
          return '{"status":"PLAYER_BLOCKED"}'::jsonb;
        end if;
        if not coalesce((p->>'gameOpen')::boolean, true) then
          return '{"status":"GAME_NOT_FOUND","message":"GAME_MAINTENANCE"}'::jsonb;
        end if;
      end if;

      -- The serialisation point: every call of this member on this wallet queues here.
      v_wallet := game_wallet_account(v_member, v_is_agent, coalesce((p->>'transfer')::boolean, false), v_vendor_code, v_currency, true);
      select a.balance into v_balance from ledger_accounts a where a.id = v_wallet for update;
      -- A twin of this txId may have committed while this call waited for the lock.
      select t.request_hash, t.response into v_stored from game_transactions t where t.vendor_id = v_vendor and t.tx_id = v_tx;
      if found then
        return game_wallet_replay(v_stored.request_hash, v_stored.response, v_hash);
      end if;

      if v_action = 'bet' then
        if exists (select 1 from game_transactions r where r.vendor_id = v_vendor and r.ref_tx_id = v_tx and r.action = 'rollback') then
          return '{"status":"TRANSACTION_ROLLED_BACK"}'::jsonb;
        end if;
        v_left := game_wallet_limit_left(v_member, v_now);
        if v_left is not null and v_amount > v_left then
          return jsonb_build_object('status', 'LIMIT_EXCEEDED', 'balance', v_balance);
        end if;
        if v_balance < v_amount then
          return jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'balance', v_balance);
        end if;
        v_delta := -v_amount;
        v_kind := 'game_bet';
      elsif v_action = 'win' then
        select r.id, r.bet_count, r.bet_amount, r.refund_amount, r.status into v_r from game_rounds r
        where r.vendor_id = v_vendor and r.round_id = v_round and r.member_id = v_member;
        if v_ref is not null then
          select b.action, b.member_id, b.round_pk, b.rolled_back_by into v_bet from game_transactions b where b.vendor_id = v_vendor and b.tx_id = v_ref;
          if not found then
            if exists (select 1 from game_transactions x where x.vendor_id = v_vendor and x.ref_tx_id = v_ref and x.action = 'rollback') then
              return '{"status":"TRANSACTION_ROLLED_BACK"}'::jsonb;
            end if;
            return '{"status":"ROUND_NOT_FOUND"}'::jsonb;
          end if;
          if v_bet.action <> 'bet' or v_bet.member_id <> v_member or v_r.id is null or v_bet.round_pk <> v_r.id then
            return '{"status":"ROUND_NOT_FOUND"}'::jsonb;
          end if;
          if v_bet.rolled_back_by is not null then
            return '{"status":"TRANSACTION_ROLLED_BACK"}'::jsonb;
          end if;
        elsif v_r.id is null or v_r.bet_count = 0 then
          return '{"status":"ROUND_NOT_FOUND"}'::jsonb;
        elsif v_r.status = 'cancelled' then
          return '{"status":"TRANSACTION_ROLLED_BACK"}'::jsonb;
        end if;
        v_round_pk := v_r.id;
        v_delta := v_amount;
        v_kind := 'game_win';
      elsif v_action = 'rollback' then
        select b.id, b.action, b.member_id, b.round_pk, b.amount, b.rolled_back_by, b.created_at into v_bet
        from game_transactions b where b.vendor_id = v_vendor and b.tx_id = v_ref;
        if found then
          if v_bet.action <> 'bet' or v_bet.member_id <> v_member then
            return '{"status":"INVALID_REQUEST","message":"NOT_A_BET_OF_THIS_PLAYER"}'::jsonb;
          end if;
          v_round_pk := v_bet.round_pk;
          if v_bet.rolled_back_by is null then
            if exists (select 1 from game_transactions w where w.round_pk = v_bet.round_pk and w.action = 'win') then
              return '{"status":"BET_ALREADY_SETTLED"}'::jsonb;
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
        return '{"status":"INVALID_REQUEST"}'::jsonb;
      end if;

      -- Every rule has passed: from here on everything is written.
      v_id := nextval(pg_get_serial_sequence('game_transactions', 'id'));
      if v_delta <> 0 then
        v_house := game_wallet_house(v_vendor_code, v_currency);
        select lp.journal_id, lp.refusal into v_journal, v_refusal
        from ledger_post('gw:' || v_vendor || ':' || v_tx, v_kind, v_hash,
          jsonb_build_object('gameType', v_game_type, 'vendorCode', v_vendor_code, 'gameCode', v_game_code, 'roundId', v_round, 'txId', v_tx,
            'platformTxId', v_id::text),
          array[v_house, v_wallet], array[-v_delta, v_delta], false) lp limit 1;
        if v_refusal is not null then
          raise exception 'game wallet posting refused: %', v_refusal using errcode = 'GPW01';
        end if;
      end if;

      if v_action = 'bet' then
        insert into game_rounds as r (vendor_id, round_id, member_id, game_id, game_code, game_type, currency, bet_count, bet_amount, opened_at, updated_at)
        values (v_vendor, v_round, v_member, v_game_id, v_game_code, v_game_type, v_currency, 1, v_amount, v_now, v_now)
        on conflict (vendor_id, round_id, member_id) do update
        set bet_count = r.bet_count + 1, bet_amount = r.bet_amount + excluded.bet_amount,
          status = case when r.status = 'cancelled' then 'open' else r.status end, updated_at = excluded.updated_at
        returning r.id into v_round_pk;
        perform game_wallet_buckets(v_member, v_now, v_zone, v_vendor, v_game_type, v_currency, 1, v_amount, 0, 0);
      elsif v_action = 'win' then
        update game_rounds r set win_amount = r.win_amount + v_amount,
          status = case when v_closed and r.status = 'open' then 'closed' else r.status end,
          closed_at = case when v_closed and r.closed_at is null then v_now else r.closed_at end, updated_at = v_now
        where r.id = v_round_pk;
        perform game_wallet_buckets(v_member, v_now, v_zone, v_vendor, v_game_type, v_currency, 0, 0, 0, v_amount);
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
        perform game_wallet_buckets(v_member, v_bet.created_at, v_zone, v_vendor, v_game_type, v_currency, 0, 0, v_delta, 0);
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
    end $$`;

/** Adds figures to the member's hourly and daily buckets of the business time zone (2026_11_28_0026 drops the daily ones). */
export const gameWalletBucketsV1 = `create or replace function game_wallet_buckets(p_member_id bigint, p_at timestamptz, p_zone text, p_vendor_id int, p_game_type text,
      p_currency text, p_bets int, p_bet bigint, p_refund bigint, p_win bigint)
    returns void language plpgsql as $$
    declare
      v_local timestamp := p_at at time zone p_zone;
    begin
      insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
      values (p_member_id, date_trunc('hour', v_local) at time zone p_zone, p_vendor_id, p_game_type, p_currency, p_bets, p_bet, p_refund, p_win)
      on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
      set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
        refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount;
      insert into member_game_daily as d (member_id, day, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
      values (p_member_id, v_local::date, p_vendor_id, p_game_type, p_currency, p_bets, p_bet, p_refund, p_win)
      on conflict (member_id, day, vendor_id, game_type, currency) do update
      set bet_count = d.bet_count + excluded.bet_count, bet_amount = d.bet_amount + excluded.bet_amount,
        refund_amount = d.refund_amount + excluded.refund_amount, win_amount = d.win_amount + excluded.win_amount;
    end $$`;

/** game_wallet_batch as this migration created it; 2026_11_27_0022 replaces it and restores it on down. */
export const gameWalletBatchV1 = `create or replace function game_wallet_batch(p_calls jsonb) returns setof jsonb language plpgsql as $$
    declare
      v_call jsonb;
    begin
      for v_call in select c from jsonb_array_elements(p_calls) with ordinality as e(c, n) order by n loop
        return next game_wallet_call(v_call);
      end loop;
    end $$`;

/**
 * The vendor wallet calls (DESIGN.md section 6) as SQL functions, so each call is one round trip
 * that ends in the existing ledger_post() (migration 2026_11_21_0010), the same way ledger_post
 * itself is one call. apps/api/src/modules/gateway validates signatures, schemas and the catalog
 * first and passes every input (including `now` and the business time zone, so tests control the
 * clock) as one jsonb object.
 *
 * - `game_wallet_call(p)`: one bet, win or rollback. Every rule is checked BEFORE anything is
 *   written, so a refusal leaves nothing behind and needs no subtransaction. The member's wallet
 *   row is locked first: it serialises every call of that member (and a concurrent twin of the
 *   same txId, which then finds the committed row and replays it).
 * - `game_wallet_batch(calls)`: several calls of one member in one statement and one transaction
 *   (the application's group commit); each call sees the ones before it, each gets its own answer.
 * - `game_wallet_authenticate(p)`, `game_wallet_balance(p)`: the two calls that move no money.
 *
 * Answers are the wire responses as jsonb: `{"status": "OK", ...}` or `{"status": "<ERROR>", ...}`.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The wallet a vendor plays from: agent_main for agents, the player's vendor wallet for a
  // transfer-mode vendor, else player_main. Opened at zero when missing (when p_create).
  await sql`
    create function game_wallet_account(p_member_id bigint, p_is_agent boolean, p_transfer boolean, p_vendor_code text,
      p_currency text, p_create boolean)
    returns bigint language plpgsql as $$
    declare
      v_owner text := case when p_is_agent then 'agent' else 'player' end;
      v_kind text := case when p_is_agent then 'agent_main' when p_transfer then 'player_vendor' else 'player_main' end;
      v_vendor text := case when not p_is_agent and p_transfer then p_vendor_code end;
      v_id bigint;
    begin
      select a.id into v_id from ledger_accounts a
      where a.owner_type = v_owner and a.owner_id = p_member_id::text and a.kind = v_kind and a.currency = p_currency
        and a.vendor_code is not distinct from v_vendor;
      if v_id is not null or not p_create then
        return v_id;
      end if;
      insert into ledger_accounts (kind, owner_type, owner_id, vendor_code, currency, balance)
      values (v_kind, v_owner, p_member_id::text, v_vendor, p_currency, 0)
      on conflict do nothing returning id into v_id;
      if v_id is null then
        select a.id into v_id from ledger_accounts a
        where a.owner_type = v_owner and a.owner_id = p_member_id::text and a.kind = v_kind and a.currency = p_currency
          and a.vendor_code is not distinct from v_vendor;
      end if;
      return v_id;
    end $$`.execute(db);

  // The vendor's house account (append-only: no running balance, so it never serialises bets).
  await sql`
    create function game_wallet_house(p_vendor_code text, p_currency text) returns bigint language plpgsql as $$
    declare
      v_id bigint;
    begin
      select a.id into v_id from ledger_accounts a
      where a.owner_type = 'vendor' and a.owner_id = p_vendor_code and a.kind = 'house_game' and a.currency = p_currency and a.vendor_code is null;
      if v_id is not null then
        return v_id;
      end if;
      insert into ledger_accounts (kind, owner_type, owner_id, currency) values ('house_game', 'vendor', p_vendor_code, p_currency)
      on conflict do nothing returning id into v_id;
      if v_id is null then
        select a.id into v_id from ledger_accounts a
        where a.owner_type = 'vendor' and a.owner_id = p_vendor_code and a.kind = 'house_game' and a.currency = p_currency and a.vendor_code is null;
      end if;
      return v_id;
    end $$`.execute(db);

  await sql.raw(gameWalletBucketsV1).execute(db);

  // A stored transaction answered again: the same content replays the first response.
  await sql`
    create function game_wallet_replay(p_stored_hash text, p_stored_response jsonb, p_hash text) returns jsonb
    language sql immutable as $$
      select case when p_stored_hash = p_hash then p_stored_response else '{"status":"DUPLICATE_TRANSACTION"}'::jsonb end
    $$`.execute(db);

  // The wager limit in force for each window that has one, and what the member has already
  // validly bet in it. Hour buckets: the bucket holding the window's start counts whole, so the
  // check errs on the player's protection side by at most one hour.
  await sql`
    create function game_wallet_limit_left(p_member_id bigint, p_now timestamptz) returns bigint language plpgsql as $$
    declare
      v_limit record;
      v_used bigint;
      v_left bigint;
      v_min bigint;
    begin
      for v_limit in
        select l.span, case when l.pending_effective_at is not null and l.pending_effective_at <= p_now then l.pending_amount else l.amount end as amount
        from member_wager_limits l where l.member_id = p_member_id
      loop
        continue when v_limit.amount is null;
        select coalesce(sum(h.valid_bet), 0)::int8 into v_used from member_game_hourly h
        where h.member_id = p_member_id
          and h.hour_start > p_now - (case v_limit.span when 'day' then interval '24 hours' when 'week' then interval '7 days' else interval '30 days' end)
            - interval '1 hour';
        v_left := greatest(v_limit.amount - v_used, 0);
        v_min := least(coalesce(v_min, v_left), v_left);
      end loop;
      return v_min;
    end $$`.execute(db);

  await sql.raw(gameWalletCallV1).execute(db);

  // Group commit: the calls of one member, in order, in one statement; one answer per call.
  await sql.raw(gameWalletBatchV1).execute(db);

  // authenticate: a single-use launch token becomes a game session. The token row is locked, so
  // two concurrent exchanges of one token give one session.
  await sql`
    create function game_wallet_authenticate(p jsonb) returns jsonb language plpgsql as $$
    declare
      v_now timestamptz := (p->>'now')::timestamptz;
      v_t record;
      v_m record;
      v_wallet bigint;
      v_balance bigint;
    begin
      select t.member_id, t.vendor_id, t.game_id, t.currency, t.expires_at, t.used_at into v_t
      from game_launch_tokens t where t.token_hash = p->>'tokenHash' for update;
      if not found or v_t.vendor_id <> (p->>'vendorId')::int or v_t.used_at is not null then
        return '{"status":"INVALID_TOKEN"}'::jsonb;
      end if;
      if v_t.expires_at <= v_now then
        return '{"status":"TOKEN_EXPIRED"}'::jsonb;
      end if;
      select m.type, m.status, m.account, m.nickname into v_m from members m where m.id = v_t.member_id;
      if not found then
        return '{"status":"PLAYER_NOT_FOUND"}'::jsonb;
      end if;
      if v_m.status <> 'active' or v_m.type = (p->>'trialType')::int
        or exists (select 1 from member_exclusions e where e.member_id = v_t.member_id and e.starts_at <= v_now and e.ends_at > v_now) then
        return '{"status":"PLAYER_BLOCKED"}'::jsonb;
      end if;
      update game_launch_tokens set used_at = v_now where token_hash = p->>'tokenHash';
      insert into game_sessions (token_hash, member_id, vendor_id, game_id, currency, created_at, expires_at)
      values (p->>'sessionHash', v_t.member_id, v_t.vendor_id, v_t.game_id, v_t.currency, v_now, v_now + make_interval(secs => (p->>'sessionTtlSeconds')::int));
      v_wallet := game_wallet_account(v_t.member_id, coalesce(p->'agentTypes', '[]'::jsonb) @> jsonb_build_array(v_m.type),
        coalesce((p->>'transfer')::boolean, false), p->>'vendorCode', v_t.currency, false);
      select a.balance into v_balance from ledger_accounts a where a.id = v_wallet;
      return jsonb_build_object('status', 'OK', 'playerId', v_t.member_id::text, 'currency', v_t.currency, 'balance', coalesce(v_balance, 0),
        'nickname', coalesce(nullif(v_m.nickname, ''), v_m.account));
    end $$`.execute(db);

  await sql`
    create function game_wallet_balance(p jsonb) returns jsonb language plpgsql as $$
    declare
      v_member bigint := (p->>'memberId')::bigint;
      v_s record;
      v_m record;
      v_wallet bigint;
      v_balance bigint;
    begin
      select s.member_id, s.expires_at, s.currency into v_s from game_sessions s
      where s.token_hash = p->>'sessionHash' and s.vendor_id = (p->>'vendorId')::int;
      if not found or v_s.member_id <> v_member then
        return '{"status":"INVALID_TOKEN"}'::jsonb;
      end if;
      if v_s.expires_at <= (p->>'now')::timestamptz then
        return '{"status":"TOKEN_EXPIRED"}'::jsonb;
      end if;
      select m.type into v_m from members m where m.id = v_member;
      if not found then
        return '{"status":"PLAYER_NOT_FOUND"}'::jsonb;
      end if;
      v_wallet := game_wallet_account(v_member, coalesce(p->'agentTypes', '[]'::jsonb) @> jsonb_build_array(v_m.type),
        coalesce((p->>'transfer')::boolean, false), p->>'vendorCode', v_s.currency, false);
      select a.balance into v_balance from ledger_accounts a where a.id = v_wallet;
      return jsonb_build_object('status', 'OK', 'balance', coalesce(v_balance, 0), 'currency', v_s.currency);
    end $$`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function if exists game_wallet_balance(jsonb)`.execute(db);
  await sql`drop function if exists game_wallet_authenticate(jsonb)`.execute(db);
  await sql`drop function if exists game_wallet_batch(jsonb)`.execute(db);
  await sql`drop function if exists game_wallet_call(jsonb)`.execute(db);
  await sql`drop function if exists game_wallet_limit_left(bigint, timestamptz)`.execute(db);
  await sql`drop function if exists game_wallet_replay(text, jsonb, text)`.execute(db);
  await sql`drop function if exists game_wallet_buckets(bigint, timestamptz, text, int, text, text, int, bigint, bigint, bigint)`.execute(db);
  await sql`drop function if exists game_wallet_house(text, text)`.execute(db);
  await sql`drop function if exists game_wallet_account(bigint, boolean, boolean, text, text, boolean)`.execute(db);
};
