import type { Executor } from '@gp/db';
import { countSends, insertSend, lockKeysUntil, lockThrottleKeys, pruneSends } from './verification.repository';

export type ThrottleLimits = {
  /** At most one send per target in this many seconds. */
  resendSeconds: number;
  /** At most this many sends per target, and per IP, in an hour. */
  sendsPerHour: number;
  /** Exceeding a limit locks sending for the target or IP this long (5 minutes by default). */
  lockMinutes: number;
};

const hourMs = 3_600_000;

/**
 * Records one send for (target, ip), or answers how many seconds the caller must wait. A request over
 * a limit locks the offending target or IP for `lockMinutes`; requests during a lock change nothing.
 * Runs in the caller's transaction: the locked rows serialise concurrent sends to one target or IP.
 */
export const reserveSend = async (
  trx: Executor,
  { target, ip, now, limits }: { target: string; ip: string; now: Date; limits: ThrottleLimits },
): Promise<{ retryAfterSeconds: number } | null> => {
  const targetKey = `target:${target}`;
  const ipKey = `ip:${ip}`;
  const rows = await lockThrottleKeys(trx, [targetKey, ipKey]);
  const lockedMs = Math.max(0, ...rows.map((r) => r.locked_until.getTime() - now.getTime()));
  if (lockedMs > 0) return { retryAfterSeconds: Math.ceil(lockedMs / 1000) };

  const hourAgo = new Date(now.getTime() - hourMs);
  // One after another: a transaction is one connection.
  const lastWindow = await countSends(trx, { target }, new Date(now.getTime() - limits.resendSeconds * 1000));
  const targetHour = await countSends(trx, { target }, hourAgo);
  const ipHour = await countSends(trx, { ip }, hourAgo);
  const over = [...(lastWindow > 0 || targetHour >= limits.sendsPerHour ? [targetKey] : []), ...(ipHour >= limits.sendsPerHour ? [ipKey] : [])];
  if (over.length > 0) {
    await lockKeysUntil(trx, over, new Date(now.getTime() + limits.lockMinutes * 60_000));
    return { retryAfterSeconds: limits.lockMinutes * 60 };
  }
  await pruneSends(trx, target, ip, hourAgo);
  await insertSend(trx, { target, ip, sent_at: now });
  return null;
};
