import { languageCodes, languages } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readAllContentPagesText } from './content-pages-text/content-pages-text';
import { seedContentPages } from './content-pages.seed';

let t: TestApp;
const texts = readAllContentPagesText();
beforeAll(async () => {
  t = await createTestApp();
  await seedContentPages(t.database.db, texts);
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};
const others = languageCodes.filter((c) => c !== 'EN').sort();

describe('seeded content pages', () => {
  it('writes 3 blog posts, 3 news items and the three single pages, each in English with every other language as a translation', async () => {
    const rows = await t.database.db.selectFrom('content_pages').select(['kind', 'language', 'translations', 'title', 'summary', 'content']).execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['about', 'blog', 'blog', 'blog', 'licences', 'news', 'news', 'news', 'responsible_gaming']);
    for (const row of rows) {
      expect(row.language).toBe('EN');
      expect(Object.keys(row.translations).sort(), row.kind).toEqual(others);
      for (const text of [row, ...Object.values(row.translations)]) {
        expect(text!.title.trim(), row.kind).not.toBe('');
        expect(text!.summary.trim(), row.kind).not.toBe('');
        expect(text!.content.match(/<p>/g)?.length ?? 0, row.kind).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('answers each visitor the pages in their own language', async () => {
    for (const { code } of languages) {
      const text = texts.get(code)!;
      const blog = (await get(`/wps/content/pages?kind=blog&language=${code}`)).list as { title: string; summary: string }[];
      expect(
        blog.map((b) => b.title),
        code,
      ).toEqual([...text.blog].reverse().map((b) => b.title));
      const news = (await get(`/wps/content/pages?kind=news&language=${code}`)).list as { title: string }[];
      expect(news[0]!.title, code).toBe(text.news[2]!.title);
      const about = await get(`/wps/content/page?kind=about&language=${code}`);
      expect([about.title, about.language], code).toEqual([text.about.title, code]);
      const licences = await get(`/wps/content/page?kind=licences&slug=licences&language=${code}`);
      expect(licences.content, code).toContain(text.licences.paragraphs[0]!.replaceAll('&', '&amp;'));
    }
  });

  it('seeds once: a second run leaves what staff changed', async () => {
    await t.database.db.updateTable('content_pages').set({ title: 'Edited' }).where('slug', '=', 'about-us').execute();
    await seedContentPages(t.database.db, texts);
    expect((await t.database.db.selectFrom('content_pages').select('id').execute()).length).toBe(9);
    expect((await get('/wps/content/page?kind=about&language=EN')).title).toBe('Edited');
  });
});
