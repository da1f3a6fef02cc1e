import type { Redis } from 'ioredis';

/**
 * Who runs a scheduled job this period. `take` answers true for exactly one instance per job and
 * period: the lease lasts the period and is never released early, so an instance whose timer fires
 * a moment later finds it held and skips.
 */
export type JobLeases = { take: (job: string, periodMs: number) => Promise<boolean> };

/** One process: it is the only candidate. */
export const localJobLeases: JobLeases = { take: async () => true };

export const createRedisJobLeases = (redis: Redis, prefix: string, instanceId: string): JobLeases => ({
  take: async (job, periodMs) => (await redis.set(`${prefix}job:${job}`, instanceId, 'PX', Math.max(1, Math.floor(periodMs)), 'NX')) === 'OK',
});
