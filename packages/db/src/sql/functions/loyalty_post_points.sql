CREATE OR REPLACE FUNCTION public.loyalty_post_points(p_member bigint, p_delta bigint, p_source text, p_key text, p_remark text, p_details jsonb)
 RETURNS TABLE(entry_id bigint, delta bigint, balance_after bigint, created_at timestamp with time zone, replayed boolean, refusal text)
 LANGUAGE plpgsql
AS $function$
    #variable_conflict use_column
    declare
      v_balance bigint;
      v_entry loyalty_point_entries%rowtype;
    begin
      -- One points movement, keyed per member by its source event: the member's balance row is
      -- locked first, so a replay or a concurrent twin finds the first entry and answers with it.
      -- A movement that would take the balance below zero is refused as a row (POINTS_INSUFFICIENT),
      -- leaving the caller's transaction usable.
      if p_delta is null or p_delta = 0 then
        raise exception 'VALIDATION_ERROR' using errcode = 'GPL01', detail = '{"reason":"POINTS_DELTA_ZERO"}';
      end if;
      insert into loyalty_point_balances (member_id) values (p_member) on conflict (member_id) do nothing;
      select b.balance into v_balance from loyalty_point_balances b where b.member_id = p_member for update;

      select * into v_entry from loyalty_point_entries e where e.member_id = p_member and e.source_key = p_key;
      if found then
        return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, true, null::text;
        return;
      end if;
      if v_balance + p_delta < 0 then
        return query select null::bigint, p_delta, v_balance, null::timestamptz, false, 'POINTS_INSUFFICIENT'::text;
        return;
      end if;

      update loyalty_point_balances b
        set balance = b.balance + p_delta,
            earned_total = b.earned_total + greatest(p_delta, 0),
            spent_total = b.spent_total + greatest(-p_delta, 0),
            updated_at = now()
        where b.member_id = p_member;
      insert into loyalty_point_entries (member_id, source, source_key, delta, balance_after, remark, details)
        values (p_member, p_source, p_key, p_delta, v_balance + p_delta, p_remark, coalesce(p_details, '{}'::jsonb))
        returning * into v_entry;
      return query select v_entry.id, v_entry.delta, v_entry.balance_after, v_entry.created_at, false, null::text;
    end $function$
