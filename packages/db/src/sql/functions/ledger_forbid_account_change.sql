CREATE OR REPLACE FUNCTION public.ledger_forbid_account_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'ledger account % may only change its balance', old.id using errcode = 'P0001';
    end $function$;
