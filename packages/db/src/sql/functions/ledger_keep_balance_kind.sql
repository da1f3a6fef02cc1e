CREATE OR REPLACE FUNCTION public.ledger_keep_balance_kind()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'ledger account % violates check constraint "ledger_accounts_running_balance"', old.id
        using errcode = 'check_violation', table = 'ledger_accounts', constraint = 'ledger_accounts_running_balance';
    end $function$;
