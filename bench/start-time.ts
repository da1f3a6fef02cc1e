import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * How long `npm start` takes until the server answers /readyz: once on an empty data folder (migrate
 * and seed) and then repeatedly on the same folder (the "second start", target < 5 s).
 * Run: npm run bench:start-time. Prints medians; the SPAs must already be built (npm run build).
 */
const root = resolve(import.meta.dirname, '..');
const port = 3190;
const runs = Number(process.env.RUNS ?? 5);

const waitReady = async (deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become ready in 60 s');
};

const startOnce = async (dataDir: string): Promise<number> => {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitReady(Date.now() + 60_000);
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'gp-start-'));
try {
  const first = await startOnce(dataDir);
  const again: number[] = [];
  for (let i = 0; i < runs; i += 1) again.push(await startOnce(dataDir));
  console.log(`first start (empty data folder): ${(first / 1000).toFixed(2)} s`);
  console.log(
    `second start, median of ${runs}: ${(median(again) / 1000).toFixed(2)} s (min ${(Math.min(...again) / 1000).toFixed(2)}, max ${(Math.max(...again) / 1000).toFixed(2)})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
