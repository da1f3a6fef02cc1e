import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import { createTestDb } from '../testing/test-db';
import { down, up } from './2026_11_30_0006_promotion_categories';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

// Migrations are written against no schema type (they run on any version of it).
const untyped = () => database.db as unknown as Kysely<unknown>;
const categories = async () =>
  (
    await sql<{ code: string; name: string; language: string; sequence: number; enabled: boolean }>`
      select code, name, language, sequence, enabled from content_promotion_categories order by sequence`.execute(database.db)
  ).rows;

describe('the promotion categories migration', () => {
  it('makes a row of each category existing promotions use, in their order, named by its code', async () => {
    await down(untyped());
    await sql`insert into settings (key, value) values ('merchant', '{"defaultLanguage": "VI", "supportedLanguages": ["VI", "EN"]}')
      on conflict (key) do update set value = excluded.value`.execute(database.db);
    await sql`insert into content_promotions (title, category, images, content, language, sequence) values
      ('a', 'DAILY', '[]', '', 'EN', 5), ('b', 'NEW', '[]', '', 'EN', 1), ('c', 'DAILY', '[]', '', 'EN', 2), ('d', 'not a code', '[]', '', 'EN', 0)`.execute(
      database.db,
    );
    await up(untyped());
    expect(await categories()).toEqual([
      { code: 'NEW', name: 'NEW', language: 'VI', sequence: 1, enabled: true },
      { code: 'DAILY', name: 'DAILY', language: 'VI', sequence: 2, enabled: true },
    ]);
  });

  it('refuses a malformed or repeated code, and a malformed language, once applied', async () => {
    const insert = (code: string, language = 'EN') =>
      sql`insert into content_promotion_categories (code, name, language) values (${code}, 'x', ${language})`.execute(database.db);
    await expect(insert('lower')).rejects.toThrow(/content_promotion_categories_code/);
    await expect(insert('NEW')).rejects.toThrow(/content_promotion_categories_code_key|unique/);
    await expect(insert('OK', 'english')).rejects.toThrow(/content_promotion_categories_language/);
    await insert('OK');
    expect((await categories()).map((c) => c.code)).toContain('OK');
  });
});
