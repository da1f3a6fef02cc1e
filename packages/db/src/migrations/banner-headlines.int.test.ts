import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import { createTestDb } from '../testing/test-db';
import { down, up } from './2026_11_30_0005_banner_headlines';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

// Migrations are written against no schema type (they run on any version of it).
const untyped = () => database.db as unknown as Kysely<unknown>;

type Row = { headline: string; subline: string; cta: string; language: string; translations: unknown };
const rows = async () => (await sql<Row>`select headline, subline, cta, language, translations from content_banners order by id`.execute(database.db)).rows;

const clear = async () => {
  for (const table of ['content_banners', 'settings']) await sql`delete from ${sql.table(table)}`.execute(database.db);
};

describe('the banner headlines migration', () => {
  it("keeps existing banners image-only, in the merchant's default language (HI when none is stored)", async () => {
    await clear();
    await down(untyped());
    await sql`insert into content_banners (group_name, url, linkage_type) values ('w_home', '/a.svg', 'NONE')`.execute(database.db);
    await up(untyped());
    expect(await rows()).toEqual([{ headline: '', subline: '', cta: '', language: 'HI', translations: {} }]);

    await clear();
    await down(untyped());
    await sql`insert into content_banners (group_name, url, linkage_type) values ('w_home', '/a.svg', 'NONE')`.execute(database.db);
    await sql`insert into settings (key, value) values ('merchant', '{"defaultLanguage": "VI", "supportedLanguages": ["VI", "EN"]}')`.execute(database.db);
    await up(untyped());
    expect((await rows()).map((r) => r.language)).toEqual(['VI']);
  });

  it('refuses words over their limits, a malformed language or translations that are not an object, once applied', async () => {
    const insert = (columns: Record<string, string>) => {
      const all = { group_name: 'w_home', url: '/b.svg', linkage_type: 'NONE', language: 'EN', ...columns };
      return sql`insert into content_banners (${sql.join(Object.keys(all).map((c) => sql.ref(c)))}) values (${sql.join(Object.values(all))})`.execute(
        database.db,
      );
    };
    await expect(insert({ headline: 'h'.repeat(81) })).rejects.toThrow(/content_banners_headline/);
    await expect(insert({ subline: 's'.repeat(141) })).rejects.toThrow(/content_banners_subline/);
    await expect(insert({ cta: 'c'.repeat(25) })).rejects.toThrow(/content_banners_cta/);
    await expect(insert({ language: 'english' })).rejects.toThrow(/content_banners_language/);
    await expect(insert({ translations: '[]' })).rejects.toThrow(/translations/);
    await insert({ headline: 'h'.repeat(80), subline: 's'.repeat(140), cta: 'c'.repeat(24) });
  });
});
