CREATE OR REPLACE FUNCTION public.loyalty_post_wheel_tickets(p_member bigint, p_delta integer, p_source text, p_key text, p_remark text, p_details jsonb)
 RETURNS TABLE(entry_id bigint, delta integer, balance_after integer, created_at timestamp with time zone, replayed boolean, refusal text)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_balance integer;
      v_entry loyalty_wheel_ticket_entries%rowtype;
    begin
      -- One wheel-ticket movement, keyed per member by its source event, on the points journal's
      -- rules: the member's balance row is locked first, so a replay or a concurrent twin finds the
      -- first entry and answers with it; a debit past zero is refused as a row (WHEEL_NO_TICKETS),
      -- writing nothing, so the caller's transaction stays usable.
      if p_delta is null or p_delta = 0 then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"TICKETS_DELTA_ZERO"}';
      end if;
      insert into loyalty_wheel_ticket_balances (member_id) values (p_member) on conflict (member_id) do nothing;
      select b.balance into v_balance from loyalty_wheel_ticket_balances b where b.member_id = p_member for update;

      select * into v_entry from loyalty_wheel_ticket_entries e where e.member_id = p_member and e.source_key = p_key;
      if found then
        return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, true, null::text;
        return;
      end if;
      if v_balance + p_delta < 0 then
        return query select null::bigint, p_delta, v_balance, null::timestamptz, false, 'WHEEL_NO_TICKETS'::text;
        return;
      end if;

      update loyalty_wheel_ticket_balances b
        set balance = b.balance + p_delta,
            granted_total = b.granted_total + greatest(p_delta, 0),
            spent_total = b.spent_total + greatest(-p_delta, 0),
            updated_at = now()
        where b.member_id = p_member;
      insert into loyalty_wheel_ticket_entries (member_id, source, source_key, delta, balance_after, remark, details)
        values (p_member, p_source, p_key, p_delta, v_balance + p_delta, p_remark, coalesce(p_details, '{}'::jsonb))
        returning * into v_entry;
      return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, false, null::text;
    end $function$
