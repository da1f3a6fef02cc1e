import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';

export type TableCounts = Record<string, number>;

/**
 * Exact row counts of every table in the public schema, in one statement, so a test can prove a
 * refused request wrote nothing anywhere (not only in the tables it thought of).
 */
export const tableCounter = async (db: Kysely<DB>): Promise<() => Promise<TableCounts>> => {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const names = tables.rows.map((t) => t.name);
  const query = sql.raw(names.map((name) => `select '${name}' as name, count(*)::int4 as n from "${name}"`).join(' union all '));
  return async () => {
    const { rows } = await sql<{ name: string; n: number }>`${query}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, r.n]));
  };
};

/** Tables whose count differs between two snapshots, as `table: before -> after`. */
export const changedTables = (before: TableCounts, after: TableCounts): string[] =>
  Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} -> ${after[name] ?? 0}`);
