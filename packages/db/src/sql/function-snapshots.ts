import { sql, type Kysely } from 'kysely';

/**
 * What a migration that changes functions exports as `functions`: per function name, the whole
 * `CREATE OR REPLACE FUNCTION` statement copied from sql/functions/<name>.sql when the migration was
 * written. A copy, not a read of the file, so the migration does the same thing forever.
 */
export type FunctionSnapshots = Readonly<Record<string, string>>;

/** Creates or replaces each function of `snapshots` (in a migration's `up`). */
export const applyFunctionSnapshots = async (db: Kysely<unknown>, snapshots: FunctionSnapshots): Promise<void> => {
  for (const text of Object.values(snapshots)) await sql.raw(text).execute(db);
};
