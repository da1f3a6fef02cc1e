import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { databaseUrl, dropDatabase, recreateDatabase, serverUrl } from './bench-postgres';

const root = resolve(import.meta.dirname, '../..');

/** npx exits before the server it started has closed its pool; dropping the database then would kill live sessions. */
const waitForNoSessions = async (name: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int4 as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
};

const waitReady = async (base: string, deadline: number) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready in 120 s');
};

/** `pid`: the process group the server runs in (npx, tsx and the API), for its CPU time. */
export type BenchServer = { base: string; pid: number; readySeconds: number; stop: () => Promise<void> };

/**
 * The real API on a fresh PostgreSQL database (dropped again on stop), as `npm start` runs it, so a
 * benchmark measures what production would serve. DATABASE_URL names the server (any database on it).
 * `shared`: one more instance on the database another one already runs on (as behind a load
 * balancer); it leaves the database as it is, and the first instance drops it on its stop.
 */
export const startBenchServer = async (options: { dbName: string; port: number; env?: Record<string, string>; shared?: boolean }): Promise<BenchServer> => {
  const base = `http://127.0.0.1:${options.port}`;
  if (!options.shared) await recreateDatabase(options.dbName);
  const dataDir = mkdtempSync(join(tmpdir(), `${options.dbName}-`));
  const started = performance.now();
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(options.dbName),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (!options.shared) await waitForNoSessions(options.dbName);
    rmSync(dataDir, { recursive: true, force: true });
    if (!options.shared) await dropDatabase(options.dbName);
  };
  try {
    await waitReady(base, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, readySeconds: (performance.now() - started) / 1000, stop };
};
