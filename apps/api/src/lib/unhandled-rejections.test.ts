import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');

/** Runs a few lines in a real Node process with the handler installed; process-level handlers cannot be tried inside Vitest's own. */
const runWithHandler = (body: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { unhandledRejectionHandler } from './apps/api/src/lib/unhandled-rejections.ts';
       process.on('unhandledRejection', unhandledRejectionHandler({ warn: (_details, message) => console.log('warn:', message) }));
       process.on('uncaughtException', (error) => { console.log('fatal:', error.message); process.exit(3); });
       ${body}`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 30_000 },
  );

describe('unhandledRejectionHandler', () => {
  it('logs a lost database connection nobody awaited and carries on', () => {
    const result = runWithHandler(`
      void Promise.reject(new Error('Connection terminated unexpectedly'));
      void Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      setTimeout(() => console.log('still here'), 100);`);
    expect(result.stdout.match(/warn: database unavailable/g)).toHaveLength(2);
    expect(result.stdout).toContain('still here');
    expect(result.status).toBe(0);
  });

  it('keeps any other rejection fatal, as an uncaught exception', () => {
    const result = runWithHandler(`
      void Promise.reject(new Error('a bug'));
      setTimeout(() => console.log('still here'), 1000);`);
    expect(result.stdout).toContain('fatal: a bug');
    expect(result.stdout).not.toContain('still here');
    expect(result.status).toBe(3);
  });
});
