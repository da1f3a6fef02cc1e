import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowStartTimeout } from '../testing/slow-start-timeout';
import { keepNewFilesPrivate } from './private-files';

const modesUnder = (dir: string): { path: string; mode: number }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const here = { path, mode: statSync(path).mode & 0o777 };
    return entry.isDirectory() ? [here, ...modesUnder(path)] : [here];
  });

let root: string;
let previousUmask: number;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gp-private-'));
  previousUmask = process.umask();
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

describe('a PGlite data folder', () => {
  it(
    'is its owner’s only: the folder 0700, nothing inside open to others',
    async () => {
      process.umask(0o022);
      keepNewFilesPrivate();
      const dataDir = join(root, 'fresh', 'data');
      const database = await createDb({ kind: 'pglite', dataDir });
      await sql`create table t (x int)`.execute(database.db);
      await sql`insert into t values (1)`.execute(database.db);
      await database.close();

      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const entries = modesUnder(dataDir);
      expect(entries.length).toBeGreaterThan(10);
      expect(entries.filter((e) => (e.mode & 0o077) !== 0)).toEqual([]);
    },
    slowStartTimeout,
  );

  it(
    'tightens a folder an earlier start left open to everyone',
    async () => {
      const dataDir = join(root, 'old');
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o777);
      const database = await createDb({ kind: 'pglite', dataDir });
      await database.close();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    },
    slowStartTimeout,
  );
});
