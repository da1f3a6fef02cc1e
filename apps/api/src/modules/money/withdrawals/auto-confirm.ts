import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { createIntervalSweep, type JobRunner } from '../../../lib/interval-sweep';
import { autoConfirmDue } from './withdrawals.repository';

/**
 * Approved payouts the player never confirmed count as received once `auto_confirm_at` passes.
 * Reads apply it lazily for the member asking; this sweep does it for everyone else, so staff
 * screens and reports agree. Tests call `sweep(at)` directly instead of waiting for the timer.
 */
export const createAutoConfirmSweep = (
  db: Kysely<DB>,
  options: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void; jobs?: JobRunner | undefined } = {},
) => {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  const sweep = (at: Date = now()): Promise<number> => autoConfirmDue(db, at);
  const timer = createIntervalSweep(() => sweep(), { name: 'withdrawal-auto-confirm', intervalMs, onError: options.onError, jobs: options.jobs });

  /** Stops the timer and waits for a sweep in flight, so the database can close after it. */
  const stop = async () => {
    await timer.stop();
  };

  /** `errors` hears a sweep that failed (the app's logger); the timer carries on. */
  const start = (errors?: (error: unknown) => void) => timer.start(errors);

  return { sweep, start, stop, isStarted: timer.isStarted };
};
