export type IntervalSweepOptions = {
  intervalMs: number;
  /** Runs once right after `start`, rather than a whole interval later (catch-up after downtime). */
  runAtStart?: boolean;
  onError?: ((error: unknown) => void) | undefined;
};

/**
 * A background job on a timer: one run at a time (a slow database must not stack runs up), never
 * keeping the process alive, and a `stop` that waits for the run in flight so the database can close
 * after it. Used by the withdrawal auto-confirm, contract expiry and agent settlement jobs.
 */
export const createIntervalSweep = (run: () => Promise<unknown>, options: IntervalSweepOptions) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let onError = options.onError;

  const tick = () => {
    // Not started (or stopped since the tick was queued), or the previous run still going.
    if (running || !timer) return;
    running = run()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  };

  /** `errors` replaces the error handler given at creation (e.g. the app's logger, known only later). */
  const start = (errors?: (error: unknown) => void) => {
    if (errors) onError = errors;
    if (timer) return;
    timer = setInterval(tick, options.intervalMs);
    timer.unref();
    if (options.runAtStart) setImmediate(tick);
  };

  /** Stops the timer and waits for a run in flight; true when it had been started. */
  const stop = async (): Promise<boolean> => {
    const wasStarted = timer !== null;
    if (timer) clearInterval(timer);
    timer = null;
    if (running) await running;
    return wasStarted;
  };

  return { start, stop, isStarted: () => timer !== null };
};
