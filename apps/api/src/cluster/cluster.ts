import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import { createLocalBus, createRedisBus, type ClusterBus } from './cluster-bus';
import { createRedisJobLeases, localJobLeases, type JobLeases } from './job-leases';

/**
 * What API instances share: nothing in a lone process (PGlite or one PostgreSQL client), Redis when
 * REDIS_URL is set. Rate limits, cache invalidation, socket events and scheduler leases go through it.
 */
export type Cluster = {
  instanceId: string;
  bus: ClusterBus;
  leases: JobLeases;
  /** The command connection (rate-limit counters); null in a lone process. */
  redis: Redis | null;
  /** Key and channel prefix, so deployments (and test runs) on one Redis never meet. */
  prefix: string;
  /** Whether Redis answers (always true without Redis): /readyz fails when it does not. */
  reachable: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type ClusterOptions = {
  redisUrl?: string | undefined;
  prefix?: string;
  onError?: (error: unknown) => void;
};

export const createLocalCluster = (): Cluster => ({
  instanceId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
  bus: createLocalBus(),
  leases: localJobLeases,
  redis: null,
  prefix: '',
  reachable: async () => true,
  close: async () => undefined,
});

const pingTimeoutMs = 2000;

export const createCluster = async (options: ClusterOptions): Promise<Cluster> => {
  if (!options.redisUrl) return createLocalCluster();
  const prefix = options.prefix ?? 'gp:';
  const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  // Errors are reported once through the caller's logger; ioredis keeps reconnecting on its own.
  let report = options.onError ?? (() => undefined);
  const connect = () => {
    const client = new Redis(options.redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    client.on('error', (error) => report(error));
    return client;
  };
  const redis = connect();
  const subscriber = connect();
  await Promise.all([redis.connect(), subscriber.connect()]);
  return {
    instanceId,
    bus: createRedisBus({ publisher: redis, subscriber, prefix, instanceId, onError: (error) => report(error) }),
    leases: createRedisJobLeases(redis, prefix, instanceId),
    redis,
    prefix,
    reachable: async () => {
      if (redis.status !== 'ready' || subscriber.status !== 'ready') return false;
      const timeout = new Promise<false>((done) => setTimeout(done, pingTimeoutMs, false).unref());
      return Promise.race([
        redis.ping().then(
          (answer) => answer === 'PONG',
          () => false,
        ),
        timeout,
      ]);
    },
    close: async () => {
      report = () => undefined;
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
};
