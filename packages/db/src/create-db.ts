import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type DbTarget = { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (error: Error) => void } | { kind: 'pglite'; dataDir: string | null };

export type Database = {
  db: Kysely<DB>;
  target: DbTarget;
  close: () => Promise<void>;
};

// Both drivers must return int8 as bigint so money never passes through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * One factory for both engines: the zero-setup PGlite (a folder, or memory when dataDir is null)
 * and PostgreSQL. Queries and migrations are the same; only the dialect differs.
 */
export const createDb = async (target: DbTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle client whose server connection drops emits 'error'; unheard, it would end the process.
    // The pool discards that client and the next query opens a new one.
    pool.on('error', (error) => {
      (target.onIdleError ?? ((e: Error) => console.error(`database connection lost: ${e.message}`)))(error);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, target, close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // PGlite returns int8 as a number when it fits and a bigint when not; money needs one type.
  const parsers = { [pg.types.builtins.INT8]: (v: string) => BigInt(v) };
  // pg_trgm backs the catalog's keyword search on both engines (one query path); PGlite loads it here.
  const options = { parsers, extensions: { pg_trgm } };
  const pglite = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    target,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
};

export const dbTargetFromEnv = (env: { DATABASE_URL?: string; DATA_DIR?: string }, defaultDataDir: string): DbTarget =>
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR ?? defaultDataDir };
