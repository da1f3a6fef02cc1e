import { sql, type Kysely } from 'kysely';
import { baselineSql, functionNames, functionSql, sqlStatements } from '../sql/sql-files';

/**
 * The whole schema as it stood when the development migrations were squashed into this one: every
 * function from sql/functions, then the tables, indexes and triggers of sql/baseline by domain.
 * Later changes are new migrations (see docs/database.md); this one is never edited.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Functions first, as pg_dump restores them: a body that reads tables is checked when it runs, not
  // when it is created, so the triggers below find every function they call. Local: ends with the migration.
  await sql`set local check_function_bodies = off`.execute(db);
  for (const name of functionNames()) await sql.raw(functionSql(name)).execute(db);
  await sql`set local check_function_bodies = on`.execute(db);
  for (const { text } of baselineSql()) {
    for (const statement of sqlStatements(text)) await sql.raw(statement).execute(db);
  }
};

export const down = async (): Promise<void> => {
  throw new Error('the baseline migration is not reversible');
};
