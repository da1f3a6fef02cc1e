import cluster, { type Worker } from 'node:cluster';

/**
 * API_PROCESSES > 1 (docs/scaling.md, "Several processes on one host"): this process becomes the
 * primary of node:cluster and runs that many API workers sharing PORT. Each worker is a full API
 * instance (main.ts), agreeing with the others through PostgreSQL and Redis exactly as instances on
 * separate hosts do. The primary serves nothing itself: it starts the workers, replaces one that
 * dies, and on SIGTERM or SIGINT has every worker drain and stop.
 */

/** Set by the primary on every worker but the first: migrations and the seed have already run. */
const startTasksDoneVariable = 'GP_API_START_TASKS_DONE';

/** Whether this process is a worker started after the first one migrated and seeded the database. */
export const startTasksDone = (): boolean => cluster.isWorker && process.env[startTasksDoneVariable] === '1';

/** Primary -> worker: drain and stop (the worker's SIGTERM path, once). */
export const stopMessage = { type: 'gp-stop' } as const;
export const isStopMessage = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === stopMessage.type;

type Options = { processes: number; port: number; shutdownTimeoutMs: number; log: (line: string) => void };

// A worker that keeps dying this often within a minute is not going to start: stop, and let the
// supervisor (npm start, systemd, the orchestrator) see the failure.
const maxRestartsPerMinute = 5;
const restartDelayMs = 1_000;

const isListening = (message: unknown): boolean => typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'listening';

/** The primary: starts `processes` workers (the first alone, as it migrates and seeds), then watches them. */
export const runPrimary = async ({ processes, port, shutdownTimeoutMs, log }: Options): Promise<void> => {
  let stopping = false;
  const restarts: number[] = [];
  // Every forked worker until it exits; `ready` those listening (the others have no stop handler yet).
  const workers = new Set<Worker>();
  const ready = new Set<Worker>();

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    log(`stopping ${workers.size} API workers`);
    // A listening worker drains; one still starting has served nothing and ends at once.
    for (const worker of workers) {
      if (ready.has(worker) && worker.isConnected()) worker.send(stopMessage);
      else worker.process.kill('SIGTERM');
    }
    // A worker stuck past its own timeout is ended; its connections close with it.
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + 5_000).unref();
    const done = () => {
      if (workers.size === 0) process.exit(code);
    };
    done();
    cluster.on('exit', done);
  };

  const restartLater = () => {
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > maxRestartsPerMinute) return stop(1);
    setTimeout(() => {
      if (!stopping) startWorker({ [startTasksDoneVariable]: '1' }, true).catch(() => undefined);
    }, restartDelayMs);
  };

  /**
   * Forks one worker and resolves once it listens; rejects with its exit code if it ends first. A
   * worker of the first start that fails is the primary's failure; any other that ends is replaced.
   */
  const startWorker = (env: Record<string, string>, replacement = false): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(env);
      workers.add(worker);
      worker.on('message', (message: unknown) => {
        if (!isListening(message) || ready.has(worker)) return;
        ready.add(worker);
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        const wasReady = ready.delete(worker);
        if (!wasReady)
          reject(Object.assign(new Error(`API worker ${worker.process.pid} exited (${signal ?? code}) before listening`), { exitCode: code ?? 1 }));
        if (stopping || (!wasReady && !replacement)) return;
        log(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        restartLater();
      });
    });

  // The first signal drains every worker; a second one ends them at once.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stopping) return stop(0);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  }

  try {
    // The first worker alone migrates and seeds (under their advisory locks anyway); the others
    // start once it listens, with both done.
    await startWorker({});
    for (let i = 1; i < processes && !stopping; i += 1) await startWorker({ [startTasksDoneVariable]: '1' });
  } catch (error) {
    if (stopping) return;
    // A worker that cannot start (configuration, an outdated database) says why on stderr; its exit
    // code is the primary's, so a supervisor treats it as it would a lone process's.
    log(error instanceof Error ? error.message : String(error));
    stop((error as { exitCode?: number }).exitCode ?? 1);
    return;
  }
  if (stopping) return;
  log(`${processes} API workers listening on port ${port}`);
  process.send?.({ type: 'listening', port });
};
