import type { Redis } from 'ioredis';

/**
 * Who runs a scheduled job this period. `take` answers true for exactly one instance per job and
 * period. Periods are numbered from the epoch (floor(now / period)), so every instance names the
 * same one whatever the phase of its timer: the holder's own next tick falls in the next period and
 * finds it free, and the others find the current one taken. Hosts' clocks must agree to well under
 * a period (NTP does).
 */
export type JobLeases = { take: (job: string, periodMs: number) => Promise<boolean> };

/** One process: it is the only candidate. */
export const localJobLeases: JobLeases = { take: async () => true };

export const createRedisJobLeases = (redis: Redis, prefix: string, instanceId: string, now: () => number = Date.now): JobLeases => ({
  take: async (job, periodMs) => {
    const period = Math.max(1, Math.floor(periodMs));
    const key = `${prefix}job:${job}:${Math.floor(now() / period)}`;
    // Kept two periods: long enough that no late tick of the same period can take it again.
    return (await redis.set(key, instanceId, 'PX', 2 * period, 'NX')) === 'OK';
  },
});
