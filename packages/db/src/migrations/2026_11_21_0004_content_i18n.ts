import { sql, type Kysely } from 'kysely';

/**
 * Per-language text for site content and vendor names: a JSON object keyed by language code
 * (`{"HI": {"title": ..., "content": ...}}`, or `{"HI": "name"}` for vendors). The existing columns
 * stay the merchant-default-language text, so every existing row is valid as it is (an empty object).
 */
const contentTables = ['content_notices', 'content_promotions', 'content_announcements'] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of contentTables) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(translations) = 'object'`))
      .execute();
  }
  await db.schema
    .alterTable('catalog_vendors')
    .addColumn('display_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(display_names) = 'object'`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of contentTables) await db.schema.alterTable(table).dropColumn('translations').execute();
  await db.schema.alterTable('catalog_vendors').dropColumn('display_names').execute();
};
