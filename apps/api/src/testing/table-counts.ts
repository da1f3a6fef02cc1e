import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';

export type TableCounts = Record<string, number>;

/**
 * Row counts of every table in the public schema, so a test can prove a refused request wrote
 * nothing anywhere (not only in the tables it thought of).
 *
 * Counting every table after each request cost more than the requests themselves (the route fuzz
 * sends thousands), so the database keeps the tally: a statement trigger on each table appends the
 * rows a committed statement inserted or deleted to a journal in its own schema, and a snapshot
 * takes what was committed since the last one and adds it to the counts taken once at the start.
 * A rolled-back statement leaves no journal row, exactly as it leaves no table row. Updates do not
 * change a count, as before.
 */
export const tableCounter = async (db: Kysely<DB>): Promise<() => Promise<TableCounts>> => {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const names = tables.rows.map((t) => t.name);
  await sql`create schema if not exists test_row_counts`.execute(db);
  await sql`create table if not exists test_row_counts.journal (name text not null, delta int8 not null)`.execute(db);
  await sql`create or replace function test_row_counts.journal_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into test_row_counts.journal select tg_table_name, count(*) from new_rows having count(*) > 0;
      else
        insert into test_row_counts.journal select tg_table_name, -count(*) from old_rows having count(*) > 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`do $$
    declare t text;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('create or replace trigger test_row_counts_insert after insert on %I referencing new table as new_rows
                          for each statement execute function test_row_counts.journal_rows()', t);
        execute format('create or replace trigger test_row_counts_delete after delete on %I referencing old table as old_rows
                          for each statement execute function test_row_counts.journal_rows()', t);
      end loop;
    end $$`.execute(db);
  const counted = sql.raw(names.map((name) => `select '${name}' as name, count(*)::int8 as n from "${name}"`).join(' union all '));
  // One snapshot for the count and the journal it already holds, so a write committed meanwhile is in neither.
  const rows = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ name: string; n: string }>`${counted}`.execute(trx);
      await sql`delete from test_row_counts.journal`.execute(trx);
      return rows;
    });
  const counts: TableCounts = Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  return async () => {
    // Taking the rows out reads each committed change once; a transaction still open leaves its own for the next snapshot.
    const taken = await sql<{ name: string; delta: string }>`delete from test_row_counts.journal returning name, delta::text`.execute(db);
    for (const { name, delta } of taken.rows) counts[name] = (counts[name] ?? 0) + Number(delta);
    return { ...counts };
  };
};

/** Tables whose count differs between two snapshots, as `table: before -> after`. */
export const changedTables = (before: TableCounts, after: TableCounts): string[] =>
  Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} -> ${after[name] ?? 0}`);
