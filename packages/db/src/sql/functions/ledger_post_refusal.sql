CREATE OR REPLACE FUNCTION public.ledger_post_refusal(p_raise boolean, p_code text, p_detail jsonb)
 RETURNS TABLE(journal_id bigint, created_at timestamp with time zone, replayed boolean, leg_id bigint, account_id bigint, amount bigint, balance_after bigint, refusal text, refusal_detail text)
 LANGUAGE plpgsql
AS $function$
    begin
      if p_raise then
        raise exception using errcode = 'GPL01', message = p_code, detail = p_detail::text;
      end if;
      return query select null::bigint, null::timestamptz, null::boolean, null::bigint, null::bigint, null::bigint, null::bigint,
        p_code, p_detail::text;
    end $function$;
