import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slowStartTimeout } from './testing/slow-start-timeout';

// The real entry point as a process: start-up, configuration errors and shutdown on a signal.
const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const baseEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', SERVE_STATIC: 'false', DATABASE_URL: '' };

describe('the server process', () => {
  it(
    'refuses to start on a bad setting and names the variable',
    () => {
      const result = spawnSync('node', ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, env: { ...baseEnv, PORT: 'eighty' }, encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('PORT="eighty"');
    },
    slowStartTimeout,
  );

  it(
    'starts, answers, and stops cleanly on SIGTERM',
    async () => {
      const port = 3290 + Math.floor(Math.random() * 500);
      const child = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: root,
        env: { ...baseEnv, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

      let ready = false;
      const giveUpAt = Date.now() + slowStartTimeout - 30_000;
      while (!ready && Date.now() < giveUpAt) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready, output).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      // pino writes one JSON line per request with its id, so a log line can be traced to a response.
      await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain(`"reqId":"${res.headers.get('x-request-id')}"`);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('stopping');
    },
    slowStartTimeout,
  );
});
