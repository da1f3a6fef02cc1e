CREATE OR REPLACE FUNCTION public.game_wallet_limit_left(p_member_id bigint, p_now timestamp with time zone)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
    declare
      v_limit record;
      v_used bigint;
      v_left bigint;
      v_min bigint;
      v_open bigint;
    begin
      for v_limit in
        select l.span, case when l.pending_effective_at is not null and l.pending_effective_at <= p_now then l.pending_amount else l.amount end as amount
        from member_wager_limits l where l.member_id = p_member_id
      loop
        continue when v_limit.amount is null;
        -- Stakes of sports and e-sports rounds not settled yet: they reach the hourly buckets only when
        -- their round settles, and count against every window meanwhile (the protective side).
        v_open := coalesce(v_open, (select coalesce(sum(r.bet_amount - r.refund_amount), 0)::int8 from game_rounds r
          where r.member_id = p_member_id and r.status = 'open' and r.game_type in ('SPORTS', 'ESPORTS')));
        select v_open + coalesce(sum(h.valid_bet), 0)::int8 into v_used from member_game_hourly h
        where h.member_id = p_member_id
          and h.hour_start > p_now - (case v_limit.span when 'day' then interval '24 hours' when 'week' then interval '7 days' else interval '30 days' end)
            - interval '1 hour';
        v_left := greatest(v_limit.amount - v_used, 0);
        v_min := least(coalesce(v_min, v_left), v_left);
      end loop;
      return v_min;
    end $function$;
