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
 * pg-pool's end() resolves before its sockets close; dropping the database at once would kill those
 * backends and surface a FATAL on a client nobody listens to any more.
 */
const waitForNoSessions = async (url: string, name: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int4 as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.n === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
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
      await waitForNoSessions(baseUrl, name);
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
