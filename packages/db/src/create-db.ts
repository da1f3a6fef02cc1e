import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { makeDataDirPrivate } from './private-dir';
import type { DB } from './schema';

export type DbTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Hears a connection that broke (server restarting, network); default: one line on stderr. */
      onConnectionError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** In memory only: start from this dumped data folder (a migrated image) instead of an empty cluster. */
      image?: Blob;
    };

export type PoolStats = { total: number; idle: number; waiting: number };

/** PostgreSQL only: how full the connection pool is, and how long each checkout waited for a connection. */
export type PoolGauge = {
  stats: () => PoolStats;
  /** Hears every checkout's wait in seconds (one listener; metrics set it). */
  onWait: (listener: (seconds: number) => void) => void;
};

/**
 * PostgreSQL only: runs `text` as the named prepared statement `name` on a pooled connection. pg
 * parses and plans it once per connection (the first time that connection runs the name), then sends
 * only the values. One name must always mean one text.
 */
export type PreparedQuery = <R>(name: string, text: string, values: readonly unknown[]) => Promise<R[]>;

const preparedQueries = new WeakMap<object, PreparedQuery>();

/**
 * The prepared-statement runner of a database's own Kysely instance (createDb's `db`), undefined for
 * PGlite and for anything else, a transaction included: a statement sent that way would run outside
 * the transaction, so the caller must use `executor` itself.
 */
export const preparedQueryOf = (executor: object): PreparedQuery | undefined => preparedQueries.get(executor);

export type Database = {
  db: Kysely<DB>;
  target: DbTarget;
  close: () => Promise<void>;
  pool?: PoolGauge;
  /** PGlite only: the data folder as a tarball, which `image` starts another database from. */
  dumpImage?: () => Promise<Blob>;
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
    const onConnectionError = target.onConnectionError ?? ((e: Error) => console.error(`database connection lost: ${e.message}`));
    // A client whose server connection drops emits 'error', idle or checked out (a transaction, a
    // query in flight); unheard, that 'error' would end the process. With a listener on every client
    // the query in flight fails instead (the caller sees the error), and the pool drops the client
    // when it is released or, idle, at once; the next query opens a new connection.
    pool.on('connect', (client) => {
      let heard = false;
      client.on('error', (error) => {
        // A broken connection often reports twice (the server's FATAL, then the socket's end): one line.
        if (!heard) onConnectionError(error);
        heard = true;
      });
    });
    // The pool re-emits an idle client's error, already heard on the client itself.
    pool.on('error', () => undefined);
    let waited: (seconds: number) => void = () => undefined;
    // Kysely asks this object for connections, so each checkout's wait is measured in one place.
    const timedPool = {
      connect: async () => {
        const started = performance.now();
        const client = await pool.connect();
        waited((performance.now() - started) / 1000);
        return client;
      },
      end: () => pool.end(),
    };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: timedPool }) });
    // Through timedPool, so a prepared statement's checkout wait is measured like any other query's.
    const prepared: PreparedQuery = async <R>(name: string, text: string, values: readonly unknown[]) => {
      const client = await timedPool.connect();
      try {
        return (await client.query<R & pg.QueryResultRow>({ name, text, values: [...values] })).rows;
      } finally {
        client.release();
      }
    };
    preparedQueries.set(db, prepared);
    const gauge: PoolGauge = {
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onWait: (listener) => {
        waited = listener;
      },
    };
    return { db, target, close: () => db.destroy(), pool: gauge };
  }
  const dataDir = target.dataDir;
  if (dataDir) makeDataDirPrivate(dataDir);
  // PGlite returns int8 as a number when it fits and a bigint when not; money needs one type.
  const parsers = { [pg.types.builtins.INT8]: (v: string) => BigInt(v) };
  // pg_trgm backs the catalog's keyword search on both engines (one query path); PGlite loads it here.
  const options = { parsers, extensions: { pg_trgm } };
  // An image skips initdb, most of what opening an empty in-memory cluster costs.
  const pglite = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite({ ...options, ...(target.image ? { loadDataDir: target.image } : {}) });
  await pglite.waitReady;
  // PGlite has just written its files (0666 whatever the umask); the folder's 0700 guards those it writes later.
  if (dataDir) makeDataDirPrivate(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    target,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      if (dataDir) makeDataDirPrivate(dataDir);
    },
    dumpImage: () => pglite.dumpDataDir('none'),
  };
};

export const dbTargetFromEnv = (env: { DATABASE_URL?: string; DATA_DIR?: string; DATABASE_POOL_SIZE?: number }, defaultDataDir: string): DbTarget =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, ...(env.DATABASE_POOL_SIZE ? { poolSize: env.DATABASE_POOL_SIZE } : {}) }
    : { kind: 'pglite', dataDir: env.DATA_DIR ?? defaultDataDir };
