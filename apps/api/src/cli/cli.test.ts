import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slowStartTimeout } from '../testing/slow-start-timeout';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const npmRun = (args: string[], input?: string) =>
  spawnSync('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', input });

describe('command line', () => {
  it(
    'creates staff with `npm run staff -- create`, and verifies the audit chain',
    () => {
      const created = npmRun(['staff', '--', 'create', 'ops1', '--role', 'operator', '--role', 'support']);
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain('created staff "ops1" with roles operator, support');
      expect(created.stdout).toMatch(/temporary password: \S{12,}/);

      const fromStdin = npmRun(['staff', '--', 'create', 'fin1', '--role', 'finance', '--password-stdin'], 'a long enough password\n');
      expect(fromStdin.status, fromStdin.stderr).toBe(0);
      expect(fromStdin.stdout).not.toContain('temporary password');

      const duplicate = npmRun(['staff', '--', 'create', 'OPS1', '--role', 'operator']);
      expect(duplicate.status).toBe(1);
      expect(duplicate.stderr).toContain('CONFLICT');

      const badRole = npmRun(['staff', '--', 'create', 'x1', '--role', 'owner']);
      expect(badRole.status).toBe(2);
      expect(badRole.stderr).toContain('usage');

      const verified = npmRun(['audit:verify']);
      expect(verified.status, verified.stderr).toBe(0);
      expect(verified.stdout).toContain('audit log intact: 2 entries verified');
    },
    slowStartTimeout,
  );
});
