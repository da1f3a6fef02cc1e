CREATE OR REPLACE FUNCTION public.game_wallet_balance(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
    end $function$;
