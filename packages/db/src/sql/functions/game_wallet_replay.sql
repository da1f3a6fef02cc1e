CREATE OR REPLACE FUNCTION public.game_wallet_replay(p_stored_hash text, p_stored_response jsonb, p_hash text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
      select case when p_stored_hash = p_hash then p_stored_response else '{"status":"DUPLICATE_TRANSACTION"}'::jsonb end
    $function$;
