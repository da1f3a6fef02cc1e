CREATE OR REPLACE FUNCTION public.ledger_max_minor(p_currency text)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$ select coalesce((select l.max_minor from ledger_currency_limits l where l.currency = (p_currency)::bpchar), 10000000000000) $function$;
