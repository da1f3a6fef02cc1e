import { resolve } from 'node:path';
import { createDb, type DbTarget } from '../create-db';
import { migrateToLatest } from '../migrate';
import { OutdatedDatabaseError } from '../outdated-database';

/**
 * `npm run migrate`: brings the database up to date without starting the API (the API also does
 * this at every start). DATABASE_URL selects PostgreSQL; otherwise the PGlite folder DATA_DIR
 * (default ./data), as `npm start` uses it.
 */
const url = process.env.DATABASE_URL;
const target: DbTarget = url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: resolve(process.env.DATA_DIR ?? 'data') };
const database = await createDb(target);
try {
  const applied = await migrateToLatest(database.db, { target });
  console.log(applied.length ? `applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'the database is up to date');
} catch (error) {
  if (!(error instanceof OutdatedDatabaseError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
