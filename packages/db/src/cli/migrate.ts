import { resolve } from 'node:path';
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';

/**
 * `npm run migrate`: brings the database up to date without starting the API (the API also does
 * this at every start). DATABASE_URL selects PostgreSQL; otherwise the PGlite folder DATA_DIR
 * (default ./data), as `npm start` uses it.
 */
const url = process.env.DATABASE_URL;
const database = url ? await createDb({ kind: 'postgres', url }) : await createDb({ kind: 'pglite', dataDir: resolve(process.env.DATA_DIR ?? 'data') });
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'the database is up to date');
} finally {
  await database.close();
}
