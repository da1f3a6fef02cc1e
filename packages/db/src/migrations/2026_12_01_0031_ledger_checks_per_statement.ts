import { sql, type Kysely } from 'kysely';
import { applyFunctionSnapshots } from '../sql/function-snapshots';

/**
 * The ledger's balance check once per statement instead of once per leg at commit: a statement that
 * inserts legs is checked as a whole when it ends (ledger_assert_new_legs over its transition table:
 * journals and accounts exist, each journal it touches has two legs or more summing to zero); at
 * commit each new journal is only checked to have legs. Every writer already inserts a journal's
 * legs with one statement, so nothing that passed before is refused now; a batch of wallet calls
 * pays one check instead of two per leg and one per journal.
 */
export const functions = {
  ledger_assert_journal_balanced: `CREATE OR REPLACE FUNCTION public.ledger_assert_journal_balanced()
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
    end $function$`,
  ledger_assert_new_legs: `CREATE OR REPLACE FUNCTION public.ledger_assert_new_legs()
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
    end $function$`,
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await applyFunctionSnapshots(db, functions);
  await sql`drop trigger ledger_legs_balanced on ledger_legs`.execute(db);
  await sql`create trigger ledger_legs_checked after insert on ledger_legs referencing new table as new_legs
    for each statement execute function ledger_assert_new_legs()`.execute(db);
};

/** What down() puts back: the check per journal and per leg at commit, before this migration. */
const checkPerLeg = `CREATE OR REPLACE FUNCTION public.ledger_assert_journal_balanced()
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
    end $function$`;

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql.raw(checkPerLeg).execute(db);
  await sql`drop trigger ledger_legs_checked on ledger_legs`.execute(db);
  await sql`drop function ledger_assert_new_legs()`.execute(db);
  await sql`create constraint trigger ledger_legs_balanced after insert on ledger_legs deferrable initially deferred
    for each row execute function ledger_assert_journal_balanced()`.execute(db);
};
