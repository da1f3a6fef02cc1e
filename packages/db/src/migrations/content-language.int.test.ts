import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import { createTestDb } from '../testing/test-db';
import { down, up } from './2026_11_30_0004_content_language';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

// Migrations are written against no schema type (they run on any version of it).
const untyped = () => database.db as unknown as Kysely<unknown>;

/** Rows as a database from before the migration holds them: no language, no label translations. */
const insertOldRows = async () => {
  const db = database.db;
  await sql`insert into content_notices (title, content) values ('Notice', 'text')`.execute(db);
  await sql`insert into content_promotions (title, category, images, content) values ('Promo', 'NEW', '[]', '')`.execute(db);
  await sql`insert into content_announcements (type, execution, title, content) values ('PL', 'B', 'News', '')`.execute(db);
  await sql`insert into customer_service_entries (cs_type, title, path) values ('LIVECHAT', 'Live chat', 'https://chat')`.execute(db);
  await sql`insert into resources (name, label_name_en, resource_type, url) values ('APP', 'App', 'APP', 'https://app')`.execute(db);
};

const languages = async () => {
  const db = database.db;
  const of = async (table: string) => (await sql<{ language: string }>`select language from ${sql.table(table)}`.execute(db)).rows.map((r) => r.language);
  return {
    notices: await of('content_notices'),
    promotions: await of('content_promotions'),
    announcements: await of('content_announcements'),
    customerService: await of('customer_service_entries'),
    resources: await of('resources'),
  };
};
const everywhere = (code: string) => ({ notices: [code], promotions: [code], announcements: [code], customerService: [code], resources: [code] });

const clear = async () => {
  for (const table of ['content_notices', 'content_promotions', 'content_announcements', 'customer_service_entries', 'resources', 'settings']) {
    await sql`delete from ${sql.table(table)}`.execute(database.db);
  }
};

describe('the content language migration', () => {
  it("gives existing entries the merchant's default language, HI when none is stored", async () => {
    await clear();
    await down(untyped());
    await insertOldRows();
    await up(untyped());
    expect(await languages()).toEqual(everywhere('HI'));

    await clear();
    await down(untyped());
    await insertOldRows();
    await sql`insert into settings (key, value) values ('merchant', '{"defaultLanguage": "VI", "supportedLanguages": ["VI", "EN"]}')`.execute(database.db);
    await up(untyped());
    expect(await languages()).toEqual(everywhere('VI'));
    const labels = await sql<{ translations: unknown }>`select translations from customer_service_entries union all select translations from resources`.execute(
      database.db,
    );
    expect(labels.rows.map((r) => r.translations)).toEqual([{}, {}]);
  });

  it('refuses a row without a language, or with something other than a code, once applied', async () => {
    await expect(sql`insert into content_notices (title, content) values ('x', 'y')`.execute(database.db)).rejects.toThrow(/language/);
    await expect(sql`insert into content_notices (title, content, language) values ('x', 'y', 'english')`.execute(database.db)).rejects.toThrow(
      /content_notices_language/,
    );
  });
});
