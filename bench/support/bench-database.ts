import { createDb, migrateToLatest, type Database } from '@gp/db';
import { databaseUrl, dropDatabase, recreateDatabase } from './bench-postgres';

export type BenchDatabase = Database & { url: string; drop: () => Promise<void> };

/**
 * A fresh, migrated PostgreSQL database for a benchmark that works below HTTP (the services on a
 * Kysely pool of `poolSize`). DATABASE_URL names the server (any database on it).
 */
export const createBenchDatabase = async (options: { dbName: string; poolSize: number }): Promise<BenchDatabase> => {
  await recreateDatabase(options.dbName);
  const url = databaseUrl(options.dbName);
  const database = await createDb({ kind: 'postgres', url, poolSize: options.poolSize });
  await migrateToLatest(database.db);
  const drop = async () => {
    await database.close();
    await dropDatabase(options.dbName);
  };
  return { ...database, url, drop };
};
