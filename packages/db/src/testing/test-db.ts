import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createDb, type Database } from '../create-db';
import { migrateToLatest } from '../migrate';

const dbSource = resolve(import.meta.dirname, '..');
const imageFolder = resolve(import.meta.dirname, '../../../../.tmp/test-db-images');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });

/**
 * A digest of everything a migrated database is made from (migrations, SQL files, the PGlite
 * release): an image made under another digest is never reused.
 */
const schemaDigest = (): string => {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(dbSource, 'migrations')), ...filesUnder(join(dbSource, 'sql'))]) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(file.slice(dbSource.length)).update(readFileSync(file));
  }
  hash.update(JSON.parse(readFileSync(resolve(dbSource, '../../../node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string);
  return hash.digest('hex').slice(0, 16);
};

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
 * The migrated PGlite data folder as a tarball, made by the first test file that asks under the
 * current schema and kept in .tmp for the rest of the run. Opening a cluster from it skips initdb
 * and the migrations, most of a test file's set-up. Two workers may both make it; the rename makes
 * either copy whole.
 */
const pgliteImage = async (): Promise<Blob> => {
  const path = join(imageFolder, `pglite-${schemaDigest()}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const database = await createDb({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(database.db);
    const image = await database.dumpImage?.();
    if (!image) throw new Error('PGlite gave no data folder image');
    mkdirSync(imageFolder, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, path);
    return image;
  } finally {
    await database.close();
  }
};

/**
 * A migrated template database on the PostgreSQL server, made once per schema (under an advisory
 * lock, so two workers never both make it); a test file's database is a copy of it, which PostgreSQL
 * makes far faster than running the migrations again.
 */
const postgresTemplate = async (baseUrl: string): Promise<string> => {
  const digest = schemaDigest();
  const name = `gp_template_${digest}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'gp_template_%'");
    if (rows.some((r) => r.datname === name)) return name;
    // Templates of an older schema are of no further use, unless another run (another checkout on
    // the same server) is building or copying one right now: never forced, and left for later if in use.
    for (const old of rows.filter((r) => !r.datname.endsWith('_building'))) {
      await client.query(`drop database if exists ${old.datname}`).catch(() => undefined);
    }
    const building = `${name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const database = await createDb({ kind: 'postgres', url: withDatabase(baseUrl, building), poolSize: 2 });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
    await waitForNoSessions(baseUrl, building);
    await client.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
};

/**
 * A fresh, migrated database for one test file: an in-memory PGlite opened from the migrated image,
 * or (TEST_DB=postgres) a new database on the DATABASE_URL server copied from the migrated template,
 * dropped again on close.
 */
export const createTestDb = async (): Promise<Database> => {
  if (testEngine() === 'pglite') {
    const database = await createDb({ kind: 'pglite', dataDir: null, image: await pgliteImage() });
    // Nothing left to run; kept so a stale image could never pass for the current schema.
    await migrateToLatest(database.db);
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `gp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${await postgresTemplate(baseUrl)}`);
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
