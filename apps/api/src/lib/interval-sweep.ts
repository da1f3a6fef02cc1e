/**
 * Runs one period of a scheduled job on behalf of the cluster: takes the period's lease (skipping it
 * when another instance holds it) and measures the run. Wired in services.ts; without it a sweep
 * simply runs every tick, as a lone process should.
 */
export type JobRunner = { run: (job: string, periodMs: number, work: () => Promise<unknown>) => Promise<void> };

export type IntervalSweepOptions = {
  /** The job's name in leases, metrics and logs: one per kind of job. */
  name: string;
  intervalMs: number;
  /** Runs once right after `start`, rather than a whole interval later (catch-up after downtime). */
  runAtStart?: boolean;
  onError?: ((error: unknown) => void) | undefined;
  jobs?: JobRunner | undefined;
};

/**
 * A background job on a timer: one run at a time (a slow database must not stack runs up), never
 * keeping the process alive, and a `stop` that waits for the run in flight so the database can close
 * after it. With several instances, `jobs` lets one of them run each period.
 */
export const createIntervalSweep = (run: () => Promise<unknown>, options: IntervalSweepOptions) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let onError = options.onError;
  const { jobs, name, intervalMs } = options;
  const period = jobs ? () => jobs.run(name, intervalMs, run) : run;

  const tick = () => {
    // Not started (or stopped since the tick was queued), or the previous run still going.
    if (running || !timer) return;
    running = period()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  };

  /** `errors` replaces the error handler given at creation (e.g. the app's logger, known only later). */
  const start = (errors?: (error: unknown) => void) => {
    if (errors) onError = errors;
    if (timer) return;
    timer = setInterval(tick, intervalMs);
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

/** The usual scheduled job: it ticks every `tickSeconds` and runs once at start, to catch up after downtime. */
export const createTickSweep = (
  name: string,
  run: () => Promise<unknown>,
  deps: { tickSeconds: number; onError?: ((error: unknown) => void) | undefined; jobs?: JobRunner | undefined },
) => createIntervalSweep(run, { name, intervalMs: deps.tickSeconds * 1000, runAtStart: true, onError: deps.onError, jobs: deps.jobs });
