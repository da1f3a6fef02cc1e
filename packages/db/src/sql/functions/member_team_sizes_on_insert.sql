CREATE OR REPLACE FUNCTION public.member_team_sizes_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into member_team_sizes as s (member_id, direct_count, team_count)
      select ancestor_id, count(*) filter (where depth = 1), count(*) from added where depth >= 1 group by ancestor_id
      on conflict (member_id) do update
        set direct_count = s.direct_count + excluded.direct_count, team_count = s.team_count + excluded.team_count;
      return null;
    end $function$;
