CREATE OR REPLACE FUNCTION public.member_exclusions_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'member_exclusions is append-only';
    end $function$;
