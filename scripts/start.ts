import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale';
import { supervise, type Supervisor } from './supervise';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const log = (line: string) => console.error(`npm start: ${line}`);
const vendorPort = Number(process.env.DEMO_VENDOR_PORT ?? 3100);
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');

/** DATA_DIR holds the database and secrets: private to its owner, also when an older start made it open. */
const makeDataDirPrivate = () => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
};

/**
 * The master secret the API and the demo vendor share (each vendor code signs with a key derived
 * from it): DEMO_VENDOR_SECRET, or one generated at the first start and kept in DATA_DIR (0600).
 */
const demoVendorMaster = (): string => {
  if (process.env.DEMO_VENDOR_SECRET) return process.env.DEMO_VENDOR_SECRET;
  const file = resolve(dataDir, 'demo-vendor.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

/** Resolves at the first 'listening' a child reports, whichever of its runs sends it. */
const listeningSignal = () => {
  let heard: () => void = () => undefined;
  const promise = new Promise<void>((done) => (heard = done));
  const watch = (child: ChildProcess) => {
    child.on('message', (m: { type?: string }) => {
      if (m.type === 'listening') heard();
    });
    return child;
  };
  return { promise, watch };
};

/**
 * `npm start`: builds what is missing, then runs the API (which migrates and seeds its database and
 * serves both SPAs) and the demo vendor, and prints where everything is. Both run supervised
 * (scripts/supervise.ts): a child that exits unexpectedly is started again with backoff, until a
 * signal stops everything.
 */
const main = async () => {
  const started = Date.now();
  buildIfStale();
  // Before anything else writes there; the API and the vendor inherit the umask of files kept private.
  makeDataDirPrivate();
  process.umask(0o077);
  const master = demoVendorMaster();
  const vendorUrl = process.env.DEMO_VENDOR_URL ?? `http://localhost:${vendorPort}`;
  const apiUp = listeningSignal();
  const api = supervise(
    'the API',
    () =>
      apiUp.watch(
        fork(resolve(root, 'apps/api/src/main.ts'), [], {
          cwd: root,
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, PORT: String(port), DEMO_VENDOR_SECRET: master, DEMO_VENDOR_URL: vendorUrl },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      ),
    // Exit code 2 is a bad setting or an outdated database (apps/api/src/main.ts): the same start would fail the same way.
    { fatalExitCodes: [2], log },
  );
  const supervisors: Supervisor[] = [api];
  let stopping = false;
  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(supervisors.map((s) => s.stop(signal)));
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  void api.ended.then(async (exit) => {
    if (!exit) return;
    // The vendor has no platform without the API: it stops with it.
    process.exitCode = exit.code ?? 1;
    await stopAll('SIGTERM');
  });

  await Promise.race([apiUp.promise, api.ended]);
  if (stopping) return;
  // A game provider of its own, in its own process, speaking the vendor wallet API over HTTP.
  const vendorUp = listeningSignal();
  const vendor = supervise(
    'the demo vendor',
    () =>
      vendorUp.watch(
        fork(resolve(root, 'apps/demo-vendor/src/main.ts'), [], {
          cwd: root,
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, PORT: String(vendorPort), PLATFORM_URL: `http://127.0.0.1:${port}`, DEMO_VENDOR_SECRET: master, DATA_DIR: dataDir },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      ),
    { log },
  );
  supervisors.push(vendor);
  await Promise.race([vendorUp.promise, vendor.ended]);
  if (stopping) return;
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
