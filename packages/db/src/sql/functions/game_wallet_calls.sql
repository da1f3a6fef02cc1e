CREATE OR REPLACE FUNCTION public.game_wallet_calls(p_calls jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    declare
      v_item record;
      v_answers jsonb[] := array[]::jsonb[];
    begin
      if jsonb_array_length(p_calls) = 1 then
        return jsonb_build_array(game_wallet_call(p_calls->0));
      end if;
      -- One member (a busy player's queue): its calls in their order, no lock-order lookups.
      if (select count(distinct e->>'memberId') from jsonb_array_elements(p_calls) as e) <= 1 then
        for v_item in select e.c, e.n from jsonb_array_elements(p_calls) with ordinality as e(c, n) order by n loop
          v_answers[v_item.n] := game_wallet_call(v_item.c);
        end loop;
        return to_jsonb(v_answers);
      end if;
      -- Several members: in ascending wallet id, the order ledger_post() locks in (migration 0022).
      for v_item in
        select e.c, e.n from jsonb_array_elements(p_calls) with ordinality as e(c, n)
        left join members m on m.id = (e.c->>'memberId')::bigint
        order by game_wallet_account(m.id, coalesce(e.c->'agentTypes', '[]'::jsonb) @> jsonb_build_array(m.type),
          coalesce((e.c->>'transfer')::boolean, false), e.c->>'vendorCode', e.c->>'currency', false) nulls last, e.n
      loop
        v_answers[v_item.n] := game_wallet_call(v_item.c);
      end loop;
      return to_jsonb(v_answers);
    end $function$;
