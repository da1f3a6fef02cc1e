import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const vendorPort = Number(process.env.DEMO_VENDOR_PORT ?? 3100);
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');

/**
 * The master secret the API and the demo vendor share (each vendor code signs with a key derived
 * from it): DEMO_VENDOR_SECRET, or one generated at the first start and kept in DATA_DIR (0600).
 */
const demoVendorMaster = (): string => {
  if (process.env.DEMO_VENDOR_SECRET) return process.env.DEMO_VENDOR_SECRET;
  const file = resolve(dataDir, 'demo-vendor.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

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
  const master = demoVendorMaster();
  const vendorUrl = process.env.DEMO_VENDOR_URL ?? `http://localhost:${vendorPort}`;
  const api = fork(resolve(root, 'apps/api/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), DEMO_VENDOR_SECRET: master, DEMO_VENDOR_URL: vendorUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const children: ChildProcess[] = [api];
  const stop = (signal: NodeJS.Signals) => {
    for (const child of children) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  api.on('exit', (code) => {
    process.exitCode = code ?? 0;
    // The vendor has no platform without the API: it stops with it.
    for (const child of children) if (child !== api && child.exitCode === null) child.kill('SIGTERM');
  });

  await listening(api, 'the API');
  // A game provider of its own, in its own process, speaking the vendor wallet API over HTTP.
  const vendor = fork(resolve(root, 'apps/demo-vendor/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(vendorPort), PLATFORM_URL: `http://127.0.0.1:${port}`, DEMO_VENDOR_SECRET: master, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(vendor);
  await listening(vendor, 'the demo vendor').catch((error: unknown) => {
    api.kill('SIGTERM');
    throw error;
  });
  const base = `http://localhost:${port}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${resolve(process.env.DATA_DIR ?? 'data')}`;
  console.log(
    [
      '',
      `  Player site   ${base}/   (player: demo01 / Player2026; free demo needs no account)`,
      `  Agent centre  ${base}/agent   (agent: agent01 / Agent2026; invitation code AG1001)`,
      `  Back office   ${base}/backoffice/   (staff: admin / Admin#2026-demo, finance / Finance#2026-demo; the first sign-in enrols an authenticator app)`,
      `  API docs      ${base}/docs`,
      `  Demo vendor   ${vendorUrl}   (game provider, a separate process)`,
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
