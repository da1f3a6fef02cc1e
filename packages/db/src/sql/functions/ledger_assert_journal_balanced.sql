CREATE OR REPLACE FUNCTION public.ledger_assert_journal_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      journal bigint;
      leg_count bigint;
      leg_sum numeric;
      known boolean := true;
    begin
      if tg_table_name = 'ledger_journals' then
        journal := new.id;
        select count(*), coalesce(sum(amount), 0) into leg_count, leg_sum from ledger_legs where journal_id = journal;
      else
        journal := new.journal_id;
        select count(*), coalesce(sum(l.amount), 0),
          exists (select 1 from ledger_journals j where j.id = journal) and exists (select 1 from ledger_accounts a where a.id = new.account_id)
        into leg_count, leg_sum, known from ledger_legs l where l.journal_id = journal;
      end if;
      if not known then
        raise exception 'ledger leg % names an unknown journal % or account %', new.id, journal, new.account_id
          using errcode = 'foreign_key_violation', table = 'ledger_legs';
      end if;
      if leg_count < 2 or leg_sum <> 0 then
        raise exception 'ledger journal % is unbalanced: % legs summing to %', journal, leg_count, leg_sum
          using errcode = '23514';
      end if;
      return null;
    end $function$;
