import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/*
 * Kysely's own PGlite dialect arrived in 0.29, which requires Node 22; the machines run Node 20.
 * The community dialects either cap PGlite below the 0.5 line this project needs or bring a CLI's
 * dependencies along, so this is Kysely 0.29's dialect (MIT) carried for 0.28: one connection,
 * lent to one caller at a time, with transactions in PGlite's exclusive transaction mode.
 */

/** Lends the single connection to one caller at a time, in the order they asked. */
class ConnectionMutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

type OpenTransaction = { tx: Transaction; commit: () => void; rollback: (reason: Error) => void; closed: Promise<void> };

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  #open: OpenTransaction | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#open?.tx ?? this.#pglite).query<R>(compiledQuery.sql, [...compiledQuery.parameters], { rowMode: 'object' });
    return { numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows), rows: rows ?? [] };
  }

  // eslint-disable-next-line require-yield -- Kysely asks every connection for a stream; PGlite has none.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /**
   * PGlite's `transaction()` holds the instance for the callback's whole run, so the transaction
   * is opened inside it and kept there until Kysely commits or rolls back.
   */
  async begin(): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    let settle!: { commit: () => void; rollback: (reason: Error) => void };
    const decided = new Promise<void>((resolve, reject) => (settle = { commit: resolve, rollback: reject }));
    const closed = this.#pglite.transaction(async (tx) => {
      this.#open = { tx, ...settle, closed };
      begun();
      await decided;
    });
    // A BEGIN that fails rejects `closed` before the callback runs.
    await Promise.race([started, closed]);
  }

  async commit(): Promise<void> {
    const open = this.#open;
    this.#open = undefined;
    open?.commit();
    await open?.closed;
  }

  async rollback(): Promise<void> {
    const open = this.#open;
    this.#open = undefined;
    open?.rollback(new Error('rolled back'));
    await open?.closed.catch(() => undefined);
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new ConnectionMutex();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).rollback();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

// The migrator's lock is moot on a single connection the migration holds from start to end.
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

/** Kysely over one in-process PGlite instance. */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(config: { pglite: PGlite }) {
    this.#pglite = config.pglite;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
