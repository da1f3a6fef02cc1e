CREATE OR REPLACE FUNCTION public.game_wallet_authenticate(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
    end $function$;
