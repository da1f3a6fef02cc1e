import { resolve } from 'node:path';
import { createDb, type DbTarget } from '@gp/db';
import { Migrator, sql, type Kysely, type Migration, type Transaction } from 'kysely';
import { bookMigrations } from './migrations';
import type { BookDB } from './schema';

export type BookDb = Kysely<BookDB>;
/** What every repository takes: the database, or the transaction it must run inside. */
export type BookExecutor = Kysely<BookDB> | Transaction<BookDB>;

export type BookDatabase = { db: BookDb; target: DbTarget; close: () => Promise<void> };

/**
 * The vendor's own database: PostgreSQL when DEMO_VENDOR_DATABASE_URL is set, else an embedded
 * PGlite folder in the vendor's data folder (memory when there is none), so `npm start` needs
 * nothing installed.
 */
export const bookDbTarget = (env: { DEMO_VENDOR_DATABASE_URL?: string | undefined }, dataDir: string | undefined): DbTarget =>
  env.DEMO_VENDOR_DATABASE_URL
    ? { kind: 'postgres', url: env.DEMO_VENDOR_DATABASE_URL, poolSize: 12 }
    : { kind: 'pglite', dataDir: dataDir ? resolve(dataDir, 'sportsbook-db') : null };

/** Runs the sportsbook's migrations; its bookkeeping tables live in the `sportsbook` schema too. */
export const migrateBook = async (db: BookDb): Promise<string[]> => {
  await sql`create schema if not exists sportsbook`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => bookMigrations satisfies Record<string, Migration> },
    migrationTableSchema: 'sportsbook',
    migrationTableName: 'migrations',
    migrationLockTableName: 'migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

/**
 * Opens and migrates the book's database. The platform's database package brings the drivers (pg
 * and PGlite behind one Kysely dialect, int8 read as bigint on both); its typed schema is the
 * platform's, so the handle is re-typed to the book's tables, which are all this code ever names.
 */
export const openBookDatabase = async (target: DbTarget): Promise<BookDatabase> => {
  const database = await createDb(target);
  const db = database.db as unknown as BookDb;
  try {
    await migrateBook(db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { db, target, close: database.close };
};
