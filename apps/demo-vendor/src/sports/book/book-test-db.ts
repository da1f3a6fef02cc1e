import { randomBytes } from 'node:crypto';
import { createDb } from '@gp/db';
import { sql } from 'kysely';
import { openBookDatabase, type BookDatabase } from './database';

const adminRun = async (url: string, statement: string): Promise<void> => {
  const admin = await createDb({ kind: 'postgres', url, poolSize: 1 });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
};

/**
 * A fresh sportsbook database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the DATABASE_URL server, dropped on close.
 */
export const createBookTestDb = async (): Promise<BookDatabase> => {
  const baseUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !baseUrl) return openBookDatabase({ kind: 'pglite', dataDir: null });
  const name = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminRun(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openBookDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminRun(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
