import { createDb, migrateToLatest, type Database } from '@gp/db';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

export type BenchDatabase = Database & { url: string; drop: () => Promise<void> };

/**
 * A fresh, migrated PostgreSQL database for a benchmark that works below HTTP (the services on a
 * Kysely pool of `poolSize`). DATABASE_URL names the server (any database on it).
 */
export const createBenchDatabase = async (options: { dbName: string; poolSize: number }): Promise<BenchDatabase> => {
  await admin(`drop database if exists ${options.dbName} with (force)`);
  await admin(`create database ${options.dbName}`);
  const url = withDatabase(serverUrl, options.dbName);
  const database = await createDb({ kind: 'postgres', url, poolSize: options.poolSize });
  await migrateToLatest(database.db);
  const drop = async () => {
    await database.close();
    await admin(`drop database if exists ${options.dbName} with (force)`);
  };
  return { ...database, url, drop };
};
