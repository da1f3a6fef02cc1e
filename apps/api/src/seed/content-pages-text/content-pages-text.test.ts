import { contentPageTranslations, languages } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { readContentPagesText, type ContentPagesText, type PageText } from './content-pages-text';

// Every language's seeded pages have English's shape: the same pages with as many paragraphs, and
// text of their own (not English left in place), within the limits staff have in the back office.

const english = readContentPagesText('en');
const pagesOf = (c: ContentPagesText): [string, PageText][] => [
  ...c.blog.map((p, i) => [`blog.${i}`, p] as [string, PageText]),
  ...c.news.map((p, i) => [`news.${i}`, p] as [string, PageText]),
  ['about', c.about],
  ['responsible_gaming', c.responsible_gaming],
  ['licences', c.licences],
];

it('English has 3 blog posts and 3 news items, each page 2 to 4 paragraphs', () => {
  expect([english.blog.length, english.news.length]).toEqual([3, 3]);
  for (const [path, page] of pagesOf(english)) expect(page.paragraphs.length, path).toBeGreaterThanOrEqual(2);
  for (const [path, page] of pagesOf(english)) expect(page.paragraphs.length, path).toBeLessThanOrEqual(4);
});

describe.each(languages.filter((l) => l.tag !== 'en'))('seeded pages in $tag', ({ tag, code }) => {
  const translated = readContentPagesText(tag);
  const source = new Map(pagesOf(english));

  it.each(pagesOf(translated).map(([path, page]) => ({ path, page })))('$path: every paragraph, translated, within the limits', ({ path, page }) => {
    const en = source.get(path)!;
    expect(page.paragraphs).toHaveLength(en.paragraphs.length);
    for (const text of [page.title, page.summary, ...page.paragraphs]) expect(text.trim()).not.toBe('');
    expect(page.title, 'title left in English').not.toBe(en.title);
    expect(page.summary, 'summary left in English').not.toBe(en.summary);
    const parsed = contentPageTranslations.safeParse({ [code]: { title: page.title, summary: page.summary, content: page.paragraphs.join('') } });
    expect(parsed.success).toBe(true);
  });

  it('has every page English has', () => {
    expect(pagesOf(translated).map(([path]) => path)).toEqual(pagesOf(english).map(([path]) => path));
  });
});
