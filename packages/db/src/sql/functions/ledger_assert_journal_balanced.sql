CREATE OR REPLACE FUNCTION public.ledger_assert_journal_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      -- At commit, per journal: it has legs. Whether they balance is checked when they are inserted
      -- (ledger_assert_new_legs, once per statement), and legs are append-only.
      if not exists (select 1 from ledger_legs l where l.journal_id = new.id) then
        raise exception 'ledger journal % is unbalanced: 0 legs summing to 0', new.id using errcode = '23514', table = 'ledger_journals';
      end if;
      return null;
    end $function$;
