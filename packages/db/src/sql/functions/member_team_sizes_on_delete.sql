CREATE OR REPLACE FUNCTION public.member_team_sizes_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update member_team_sizes s set direct_count = s.direct_count - r.direct, team_count = s.team_count - r.team
      from (select ancestor_id, count(*) filter (where depth = 1) as direct, count(*) as team
            from removed where depth >= 1 group by ancestor_id) r
      where s.member_id = r.ancestor_id;
      return null;
    end $function$;
