CREATE OR REPLACE FUNCTION public.game_wallet_stored_answer(p_vendor integer, p_tx text, p_hash text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    declare
      v record;
    begin
      select t.request_hash, t.response into v from game_transactions t where t.vendor_id = p_vendor and t.tx_id = p_tx;
      if not found then
        select f.request_hash, f.response into v from game_wallet_refusals f where f.vendor_id = p_vendor and f.tx_id = p_tx;
        if not found then
          return null;
        end if;
      end if;
      return case when v.request_hash = p_hash then v.response else '{"status":"DUPLICATE_TRANSACTION"}'::jsonb end;
    end $function$;
