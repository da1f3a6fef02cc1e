import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { autoConfirmDue } from './withdrawals.repository';

/**
 * Approved payouts the player never confirmed count as received once `auto_confirm_at` passes.
 * Reads apply it lazily for the member asking; this sweep does it for everyone else, so staff
 * screens and reports agree. Tests call `sweep(at)` directly instead of waiting for the timer.
 */
export const createAutoConfirmSweep = (db: Kysely<DB>, options: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {}) => {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const sweep = (at: Date = now()): Promise<number> => autoConfirmDue(db, at);

  const tick = () => {
    // One sweep at a time: a slow database must not stack them up.
    if (running) return;
    running = sweep()
      .catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  const start = () => {
    if (timer) return;
    timer = setInterval(tick, intervalMs);
    // The sweep alone must never keep the process alive.
    timer.unref();
  };

  /** Stops the timer and waits for a sweep in flight, so the database can close after it. */
  const stop = async () => {
    if (timer) clearInterval(timer);
    timer = null;
    if (running) await running;
  };

  return { sweep, start, stop, isStarted: () => timer !== null };
};

export type AutoConfirmSweep = ReturnType<typeof createAutoConfirmSweep>;
