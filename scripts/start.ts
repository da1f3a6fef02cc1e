import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);

/** Waits for a child to report that it listens, or fails with its exit. */
const listening = (child: ChildProcess, name: string) =>
  new Promise<void>((done, fail) => {
    child.on('message', (m: { type?: string }) => {
      if (m.type === 'listening') done();
    });
    child.on('exit', (code) => fail(new Error(`${name} exited with code ${code}`)));
  });

/**
 * `npm start`: builds what is missing, then runs the API (which migrates and seeds its database and
 * serves both SPAs), and prints where everything is.
 */
const main = async () => {
  const started = Date.now();
  buildIfStale();
  const api = fork(resolve(root, 'apps/api/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const children = [api];
  const stop = (signal: NodeJS.Signals) => {
    for (const child of children) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  api.on('exit', (code) => {
    process.exitCode = code ?? 0;
  });

  await listening(api, 'the API');
  const base = `http://localhost:${port}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${resolve(process.env.DATA_DIR ?? 'data')}`;
  console.log(
    [
      '',
      `  Player site   ${base}/   (player: demo01 / Player2026; free demo needs no account)`,
      `  Agent centre  ${base}/agent   (agent: agent01 / Agent2026; invitation code AG1001)`,
      `  Back office   ${base}/backoffice/   (staff: admin / Admin#2026-demo, finance / Finance#2026-demo; the first sign-in enrols an authenticator app)`,
      `  API docs      ${base}/docs`,
      `  Database      ${database}`,
      `  Ready in      ${((Date.now() - started) / 1000).toFixed(1)} s   (Ctrl+C stops)`,
      '',
    ].join('\n'),
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
