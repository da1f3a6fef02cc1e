import type { ChildProcess } from 'node:child_process';

type ChildExit = { code: number | null; signal: NodeJS.Signals | null };

export type SupervisorOptions = {
  /** Wait before the first restart; doubled after each further exit, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A run that lasted this long was healthy: the next restart waits `firstDelayMs` again. */
  stableAfterMs?: number;
  /** Exit codes restarting cannot help (the API's 2: a bad setting): supervision ends instead. */
  fatalExitCodes?: readonly number[];
  log?: (line: string) => void;
  /** Hears each scheduled restart (tests read the backoff from it). */
  onRestartScheduled?: (delayMs: number) => void;
};

export type Supervisor = {
  /** The running child, or null while it waits to be restarted (or after the end). */
  current: () => ChildProcess | null;
  /** How many times the child was started, the first included. */
  starts: () => number;
  /**
   * A deliberate stop: nothing is restarted any more; the running child gets `signal` and this
   * resolves once it has exited.
   */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Resolves when supervision ends: after `stop`, or with the exit that was fatal. */
  ended: Promise<ChildExit | null>;
};

const describeExit = (exit: ChildExit) => {
  if (exit.signal) return `was killed by ${exit.signal}`;
  return exit.code === null ? 'did not start' : `exited with code ${exit.code}`;
};

const describeDelay = (ms: number) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

const clockTime = (at: number) => new Date(at).toTimeString().slice(0, 8);

/**
 * Keeps one child process running: when it exits without being asked to, it is started again after
 * a wait that doubles from `firstDelayMs` (1 s) to `maxDelayMs` (30 s) and goes back to the start
 * once a run has lasted `stableAfterMs` (60 s), so a child that keeps failing does not spin. Each
 * exit is logged with the child's name, its code or signal and when it comes back. Only `stop`
 * ends supervision (or an exit code in `fatalExitCodes`); a Ctrl+C that reaches the child before
 * the parent has called `stop` is covered by the wait, which `stop` cancels.
 */
export const supervise = (name: string, start: () => ChildProcess, options: SupervisorOptions = {}): Supervisor => {
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const fatal = new Set(options.fatalExitCodes ?? []);
  const log = options.log ?? ((line: string) => console.error(line));

  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let delayMs = firstDelayMs;
  let starts = 0;
  let end: (exit: ChildExit | null) => void = () => undefined;
  const ended = new Promise<ChildExit | null>((done) => (end = done));

  const run = () => {
    timer = null;
    if (stopping) return;
    const startedAt = Date.now();
    const proc = start();
    child = proc;
    starts += 1;
    exited = new Promise((done) => {
      let finished = false;
      const finish = (exit: ChildExit) => {
        if (finished) return;
        finished = true;
        child = null;
        done();
        onExit(exit, Date.now() - startedAt);
      };
      proc.once('exit', (code, signal) => finish({ code, signal }));
      // A child that could not be started at all (no pid) may never emit 'exit'.
      proc.once('error', (error) => {
        log(`${name}: ${error.message}`);
        if (proc.pid === undefined) finish({ code: null, signal: null });
      });
    });
  };

  const onExit = (exit: ChildExit, ranMs: number) => {
    if (stopping) return;
    if (exit.code !== null && fatal.has(exit.code)) {
      log(`${name} ${describeExit(exit)}; not restarting it (restarting cannot help)`);
      stopping = true;
      end(exit);
      return;
    }
    if (ranMs >= stableAfterMs) delayMs = firstDelayMs;
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, maxDelayMs);
    log(`${name} ${describeExit(exit)}; restarting it in ${describeDelay(wait)} (at ${clockTime(Date.now() + wait)})`);
    options.onRestartScheduled?.(wait);
    timer = setTimeout(run, wait);
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    // After a fatal exit `ended` has its answer already; this changes nothing then.
    end(null);
  };

  run();
  return { current: () => child, starts: () => starts, stop, ended };
};
