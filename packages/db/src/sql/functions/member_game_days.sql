CREATE OR REPLACE FUNCTION public.member_game_days(p_zone text, p_from date, p_to date)
 RETURNS TABLE(member_id bigint, day date, vendor_id integer, game_type text, currency text, bet_count integer, bet_amount bigint, refund_amount bigint, win_amount bigint, valid_bet bigint, profit_loss bigint)
 LANGUAGE sql
 STABLE
AS $function$
      select h.member_id, (h.hour_start at time zone p_zone)::date, h.vendor_id, h.game_type, h.currency,
        sum(h.bet_count)::int4, sum(h.bet_amount)::int8, sum(h.refund_amount)::int8, sum(h.win_amount)::int8,
        sum(h.valid_bet)::int8, sum(h.profit_loss)::int8
      from member_game_hourly h
      where h.hour_start >= p_from::timestamp at time zone p_zone and h.hour_start < p_to::timestamp at time zone p_zone
      group by 1, 2, 3, 4, 5
    $function$;
