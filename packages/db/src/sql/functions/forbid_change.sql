CREATE OR REPLACE FUNCTION public.forbid_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      raise exception 'table % is append-only', tg_table_name using errcode = 'P0001';
    end $function$;
