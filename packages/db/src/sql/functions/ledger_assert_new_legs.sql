CREATE OR REPLACE FUNCTION public.ledger_assert_new_legs()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    declare
      v record;
    begin
      -- Once per statement that inserts legs (new_legs holds its rows), for the whole statement: each
      -- leg names a journal and an account that exist (the foreign keys' check), and each journal it
      -- touches has at least two legs summing to zero by the end of it. A journal's legs are inserted
      -- together, by one statement. Lateral subqueries kept apart by "offset 0" make every read an index
      -- probe per row of the statement (an EXISTS here was planned as a hash of the whole table).
      select n.id, n.journal_id, n.account_id into v
      from new_legs n
      left join lateral (select j.id from ledger_journals j where j.id = n.journal_id offset 0) j on true
      left join lateral (select a.id from ledger_accounts a where a.id = n.account_id offset 0) a on true
      where j.id is null or a.id is null
      order by n.id
      limit 1;
      if found then
        raise exception 'ledger leg % names an unknown journal % or account %', v.id, v.journal_id, v.account_id
          using errcode = 'foreign_key_violation', table = 'ledger_legs';
      end if;
      select t.journal_id, s.legs, s.total into v
      from (select distinct n.journal_id from new_legs n) t
      cross join lateral (select count(*) as legs, coalesce(sum(l.amount), 0) as total from ledger_legs l where l.journal_id = t.journal_id) s
      where s.legs < 2 or s.total <> 0
      order by t.journal_id
      limit 1;
      if found then
        raise exception 'ledger journal % is unbalanced: % legs summing to %', v.journal_id, v.legs, v.total
          using errcode = '23514', table = 'ledger_legs';
      end if;
      return null;
    end $function$;
