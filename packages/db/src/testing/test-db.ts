import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from '../create-db';
import { migrateToLatest } from '../migrate';

/** Which engine the integration tier runs on: set per Vitest project (see vitest.config.ts). */
export const testEngine = (): 'postgres' | 'pglite' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the DATABASE_URL server, dropped again on close.
 */
export const createTestDb = async (): Promise<Database> => {
  if (testEngine() === 'pglite') {
    const database = await createDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(database.db);
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `gp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const database = await createDb({ kind: 'postgres', url: withDatabase(baseUrl, name), poolSize: 30 });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
