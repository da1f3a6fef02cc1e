import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Support for db-restart.pg.test.ts: the real API as one child process, and streams of calls that
 * record every answer (or its absence) while the database comes and goes.
 */

const root = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type ApiChild = {
  base: string;
  pid: number;
  /** The exit code or signal once it exited; null while it runs. */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last of what it wrote (pino's JSON lines, stderr), for a failing assertion's message. */
  output: () => string;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop: () => Promise<void>;
};

/**
 * `apps/api/src/main.ts` under tsx as `node --import tsx` (so the child's pid is the API's own, not
 * a wrapper's), ready once /readyz answers 200 (at most `readyWithinMs`).
 */
export const startApiChild = async (options: { env: Record<string, string>; port: number; readyWithinMs: number }): Promise<ApiChild> => {
  const base = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1', SERVE_STATIC: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      done();
    }),
  );
  const stop = async () => {
    if (exit) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };

  const deadline = Date.now() + options.readyWithinMs;
  while (Date.now() < deadline && !exit) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { base, pid: child.pid ?? 0, exit: () => exit, output: () => output, stop };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`the API did not become ready in ${options.readyWithinMs} ms (exit ${JSON.stringify(exit)}):\n${output}`);
};

export type Answer = { stream: string; path: string; at: number; status: number | 'lost'; code: string | null; retryAfter: string | null };

/** `init` as a function: a fresh body for each call (a signed vendor call carries its own timestamp). */
export type StreamCall = { path: string; init?: RequestInit | (() => RequestInit) };

/**
 * Calls `calls` in turn, over and over, until `stop()` (or `maxCalls`, or `maxMs`): one call at a
 * time per stream, each given 10 s, every answer recorded. A call with no answer (refused, reset,
 * timed out) is `lost`: the process is not answering.
 */
export const startStream = (base: string, name: string, calls: StreamCall[], options: { pauseMs: number; maxCalls: number; maxMs: number }) => {
  const answers: Answer[] = [];
  let stopped = false;
  const deadline = Date.now() + options.maxMs;
  const done = (async () => {
    for (let n = 0; n < options.maxCalls && !stopped && Date.now() < deadline; n += 1) {
      const call = calls[n % calls.length] as StreamCall;
      const at = Date.now();
      try {
        const init = typeof call.init === 'function' ? call.init() : call.init;
        const res = await fetch(`${base}${call.path}`, { ...init, signal: AbortSignal.timeout(10_000) });
        // The player envelope's `code`, or the vendor wallet API's `status`.
        const body = (await res.json().catch(() => null)) as { code?: unknown; status?: unknown } | null;
        const code = body?.code ?? body?.status;
        answers.push({
          stream: name,
          path: call.path,
          at,
          status: res.status,
          code: typeof code === 'string' ? code : null,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch {
        answers.push({ stream: name, path: call.path, at, status: 'lost', code: null, retryAfter: null });
      }
      await sleep(options.pauseMs);
    }
  })();
  return {
    name,
    answers,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
};

export type Stream = ReturnType<typeof startStream>;

/** Polls `check` every 50 ms until it holds; false when `withinMs` passed first. */
export const waitUntil = async (check: () => boolean, withinMs: number): Promise<boolean> => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
};
