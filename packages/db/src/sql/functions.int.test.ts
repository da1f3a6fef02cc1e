import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import { migrations } from '../migrations';
import { createTestDb } from '../testing/test-db';
import { functionNames, functionSql } from './sql-files';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

/** Layout aside: runs of whitespace are one space, and the file's closing `;` is not part of the definition. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\s*;$/, '');

/** Every function of the public schema that the migrations created (not those of extensions such as pg_trgm). */
const migratedFunctions = async () => {
  const { rows } = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname`.execute(database.db);
  return rows;
};

describe('sql/functions', () => {
  it('has one file per function the migrations create, and one function per file', async () => {
    const names = (await migratedFunctions()).map((f) => f.name);
    expect(new Set(names).size, 'an overloaded function has no single file').toBe(names.length);
    expect(functionNames()).toEqual(names);
  });

  it('holds the current definition of every function', async () => {
    for (const { name, definition } of await migratedFunctions()) {
      const file = functionNames().includes(name) ? functionSql(name) : '';
      // On failure the database's own text is shown: the form to write the file in.
      expect(normalise(file), `sql/functions/${name}.sql differs from the migrated function:\n${definition}`).toBe(normalise(definition));
    }
  });

  it('holds one CREATE OR REPLACE FUNCTION per file, named as the file', () => {
    for (const name of functionNames()) {
      const text = functionSql(name);
      expect(text.match(/CREATE OR REPLACE FUNCTION/gi), name).toHaveLength(1);
      expect(text, name).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION (public\\.)?${name}\\(`, 'i'));
    }
  });
});

/** The function files as the baseline found them (sha256sum's format, next to the baseline migration). */
const baselineHashes = new Map(
  readFileSync(join(import.meta.dirname, '../migrations/2026_11_30_0001_baseline.sha256'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [hash, file] = line.split(/\s+\*?/);
      return [file?.replace(/\.sql$/, ''), hash] as const;
    }),
);

describe('a change to sql/functions', () => {
  it('comes with a migration that re-applies the changed file', () => {
    const latest = new Map<string, string>();
    for (const name of Object.keys(migrations).sort()) {
      for (const [fn, text] of Object.entries(migrations[name]?.functions ?? {})) latest.set(fn, text);
    }
    for (const name of functionNames()) {
      const file = functionSql(name);
      const snapshot = latest.get(name);
      if (snapshot !== undefined) {
        expect(normalise(snapshot), `the last migration that re-applies ${name} holds another text than sql/functions/${name}.sql`).toBe(normalise(file));
      } else {
        const hash = createHash('sha256').update(file).digest('hex');
        expect(hash, `sql/functions/${name}.sql changed since the baseline, but no migration re-applies it (docs/database.md)`).toBe(baselineHashes.get(name));
      }
    }
  });
});
