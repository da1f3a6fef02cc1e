CREATE OR REPLACE FUNCTION public.game_wallet_refuse(p jsonb, p_response jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    begin
      insert into game_wallet_refusals (vendor_id, tx_id, action, member_id, request_hash, response, created_at)
      values ((p->>'vendorId')::int, p->>'txId', p->>'action', (p->>'memberId')::bigint, p->>'requestHash', p_response, (p->>'now')::timestamptz)
      on conflict (vendor_id, tx_id) do nothing;
      if found then
        return p_response;
      end if;
      return game_wallet_stored_answer((p->>'vendorId')::int, p->>'txId', p->>'requestHash');
    end $function$;
