import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the cluster tier runs against: REDIS_URL, else the local default. */
export const testRedisUrl = (): string => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key and channel prefix of one test file's own, so runs sharing a Redis never meet. */
export const testRedisPrefix = (): string => `gp-test-${randomBytes(6).toString('hex')}:`;

const connect = (url: string) =>
  // No retries: an unreachable Redis must fail the file at once with its reason, not hang it.
  new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });

/**
 * Fails with a message saying what to do when Redis does not answer: the tier proves what instances
 * share through Redis, so without one it must fail, never skip.
 */
export const assertRedisReachable = async (url: string): Promise<void> => {
  const redis = connect(url);
  // ioredis rejects with "Connection is closed"; the socket's own error says why (ECONNREFUSED, a DNS failure).
  let socketError: Error | null = null;
  redis.on('error', (error: Error) => {
    socketError = error;
  });
  try {
    await redis.connect();
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
  } catch (error) {
    const said = socketError ?? error;
    const reason = (said instanceof Error ? said.message : String(said)).replace(/\.$/, '');
    throw new Error(`the cluster tier needs Redis at ${url} (REDIS_URL), which is unreachable: ${reason}. Start redis-server or set REDIS_URL.`, {
      cause: error,
    });
  } finally {
    redis.disconnect();
  }
};

/** Deletes every key under `prefix` (SCAN + DEL, never FLUSHALL: other runs may share this Redis). */
export const deleteRedisKeys = async (url: string, prefix: string): Promise<number> => {
  const redis = connect(url);
  redis.on('error', () => undefined);
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
};
