import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { startApiInstances, type ApiInstances } from './testing/api-instances';

/**
 * Readiness follows Redis: an instance whose Redis goes away answers /readyz 503 with reason
 * "redis" (the balancer stops sending it work) and ready again once Redis is back, without a
 * restart. A Redis server of this file's own, so stopping it touches nobody else.
 */

let redisPort = 0;
let redis: ChildProcess | null = null;
let cluster: ApiInstances;

const startRedis = async () => {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise((done) => setTimeout(done, 300));
};

const stopRedis = async () => {
  if (!redis || redis.exitCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGTERM');
  await exited;
};

const readiness = async (): Promise<{ status: number; reason: unknown }> => {
  const res = await fetch(`${cluster.url(0)}/readyz`);
  const body = (await res.json()) as { details?: { reason?: unknown } };
  return { status: res.status, reason: body.details?.reason };
};

const until = async (wanted: number): Promise<{ status: number; reason: unknown }> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = await readiness();
    if (seen.status === wanted || Date.now() > deadline) return seen;
    await new Promise((done) => setTimeout(done, 200));
  }
};

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  cluster = await startApiInstances({ count: 1, env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
});
afterAll(async () => {
  await cluster?.close();
  await stopRedis();
});

describe('readiness while Redis is away', () => {
  it('answers 503 with reason redis while Redis is down and 200 again once it is back', async () => {
    expect((await readiness()).status).toBe(200);
    await stopRedis();
    expect(await until(503)).toEqual({ status: 503, reason: 'redis' });
    await startRedis();
    expect((await until(200)).status).toBe(200);
  });
});
