import { languageCodes } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readContentText } from './content-text/content-text';
import { seedContent } from './content.seed';

let t: TestApp;
const texts = readContentText();
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db, texts);
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};
const others = languageCodes.filter((c) => c !== 'EN').sort();

describe('seeded content', () => {
  it('writes notices, promotions and announcements in English with every other language as a translation', async () => {
    for (const table of ['content_notices', 'content_promotions', 'content_announcements'] as const) {
      const rows = await t.database.db.selectFrom(table).select(['language', 'translations']).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.language, table).toBe('EN');
        expect(Object.keys(row.translations).sort(), table).toEqual(others);
      }
    }
  });

  it("answers each visitor in their language, and English (not the merchant's Hindi) to English visitors", async () => {
    for (const code of languageCodes) {
      const text = texts.get(code)!;
      expect(
        (await get(`/wps/content/notices?language=${code}`)).list.map((n: { title: string }) => n.title),
        code,
      ).toEqual(text.notices.map((n) => n.title));
      expect((await get(`/wps/content/promotions?language=${code}`)).list[0].title, code).toBe(text.promotions[0]!.title);
    }
    const updates = (await get('/wps/relay/getListAnnouncements?types=PL&execution=B&language=VI&pageNo=2')).list as { title: string }[];
    expect(updates.map((a) => a.title)).toContain(texts.get('VI')!.platformUpdate.title.replace(/\{\{\s*n\s*\}\}/, '12'));
  });

  it('writes each help article once per term and language, so Arabic and Vietnamese visitors read their own', async () => {
    const terms = Object.keys(texts.get('EN')!.help);
    const rows = await t.database.db.selectFrom('content_help_articles').select(['term', 'language']).execute();
    expect(rows).toHaveLength(terms.length * languageCodes.length);
    for (const code of ['AR', 'VI', 'EN', 'TW'] as const) {
      const list = (await get(`/wps/system/helpCenter?lang=${code}`)).list as { term: string; title: string; language: string }[];
      expect(
        list.map((a) => a.term),
        code,
      ).toEqual(terms);
      expect(
        list.map((a) => a.language),
        code,
      ).toEqual(terms.map(() => code));
      expect(list[0]!.title, code).toBe(texts.get(code)!.help[terms[0]!]!.title);
    }
  });
});
