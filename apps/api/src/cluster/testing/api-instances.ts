import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiChild, type ApiChild } from '../../db-restart.test-support';
import { freePort } from '../../testing/free-port';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseMetrics, type ScrapedMetrics } from './metrics-text';
import { assertRedisReachable, deleteRedisKeys, testRedisPrefix, testRedisUrl } from './redis-scope';

/**
 * Several real API processes (`node --import tsx apps/api/src/main.ts`) over one fresh PostgreSQL
 * database and one Redis, as a deployment runs them behind a load balancer. The database is the
 * seeding app's (createTestApp: a new database with a random name, migrated, dropped on close), so
 * fixtures come from the repo's own test helpers in this process before the instances start; the
 * Redis keys live under a prefix of this file's own and are deleted on close.
 */

export type ApiInstancesOptions = {
  /** How many instances; default 2. */
  count?: number;
  /** Per-file switches for every instance (schedulers, cache lifetimes, limits). */
  env?: Record<string, string>;
  /** Overrides of the seeding app's configuration (it never serves the instances' traffic). */
  seederEnv?: Record<string, string>;
  /** Fixtures written before the first instance starts. */
  seed?: (t: TestApp) => Promise<void>;
};

export type ApiInstances = {
  /** The in-process seeding app over the same database: fixtures, direct reads, test helpers. */
  t: TestApp;
  count: number;
  redisUrl: string;
  redisPrefix: string;
  metricsToken: string;
  url: (i: number) => string;
  /** The process id of the instance's current process (the points runner names it, for one). */
  pid: (i: number) => number;
  /** SIGTERM; resolves with the exit code once the process is gone. */
  stop: (i: number) => Promise<number | null>;
  /** Starts a stopped instance on its own port again; resolves once /readyz answers 200. */
  start: (i: number) => Promise<void>;
  /** stop, then start; resolves with the exit code of the stop. */
  restart: (i: number) => Promise<number | null>;
  /** GET /metrics with the bearer token, parsed. */
  metrics: (i: number) => Promise<ScrapedMetrics>;
  /** The last of what the instance wrote (pino at warn, stderr), for an assertion's message. */
  output: (i: number) => string;
  close: () => Promise<void>;
};

const readyWithinMs = 120_000;

const baseEnv = (databaseUrl: string, redisUrl: string, redisPrefix: string, metricsToken: string, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  // Several processes and test files share one server (max_connections 100): a small pool each.
  DATABASE_POOL_SIZE: '6',
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: metricsToken,
  DRAIN_DELAY_MS: '300',
  DATA_DIR: dataDir,
  // The settings defaults only: the demo catalog of 10,000 games would cost every start seconds.
  SEED_DEMO: 'false',
});

export const startApiInstances = async (options: ApiInstancesOptions = {}): Promise<ApiInstances> => {
  const count = options.count ?? 2;
  const redisUrl = testRedisUrl();
  await assertRedisReachable(redisUrl);
  const redisPrefix = testRedisPrefix();
  const metricsToken = `metrics-${randomBytes(16).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-cluster-'));
  const t = await createTestApp(options.seederEnv);
  const children: (ApiChild | null)[] = Array.from({ length: count }, () => null);
  const ports: number[] = [];

  const close = async () => {
    await Promise.all(children.map((child) => child?.stop()));
    await deleteRedisKeys(redisUrl, redisPrefix).catch(() => undefined);
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (t.database.target.kind !== 'postgres') throw new Error('the cluster tier runs on PostgreSQL (TEST_DB=postgres, DATABASE_URL)');
    const env = { ...baseEnv(t.database.target.url, redisUrl, redisPrefix, metricsToken, dataDir), ...options.env };
    await options.seed?.(t);
    for (let i = 0; i < count; i += 1) ports.push(await freePort());

    const childAt = (i: number): ApiChild => {
      const child = children[i];
      if (!child) throw new Error(`instance ${i} is not running`);
      return child;
    };
    const start = async (i: number) => {
      if (children[i] && !children[i]?.exit()) throw new Error(`instance ${i} is already running`);
      children[i] = await startApiChild({ env, port: ports[i] as number, readyWithinMs });
    };
    const stop = async (i: number) => {
      const child = childAt(i);
      await child.stop();
      return child.exit()?.code ?? null;
    };
    // One after the other: the second starts once the first is ready, as a rolling deployment does.
    for (let i = 0; i < count; i += 1) await start(i);

    const url = (i: number) => `http://127.0.0.1:${ports[i]}`;
    return {
      t,
      count,
      redisUrl,
      redisPrefix,
      metricsToken,
      url,
      pid: (i) => childAt(i).pid,
      stop,
      start,
      restart: async (i) => {
        const code = await stop(i);
        await start(i);
        return code;
      },
      metrics: async (i) => {
        const res = await fetch(`${url(i)}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
        if (res.status !== 200) throw new Error(`GET /metrics of instance ${i}: ${res.status} ${await res.text()}`);
        return parseMetrics(await res.text());
      },
      output: (i) => children[i]?.output() ?? '',
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
