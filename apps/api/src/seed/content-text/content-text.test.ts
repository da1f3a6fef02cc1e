import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { boBannerInput, languages } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import type { ContentText, Text } from './content-text';

// Every language's seeded content has English's shape: the same entries, the same HTML tags in the
// same order, the same placeholders, and text of its own (not English left in place).

const read = (tag: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `${tag}.json`), 'utf8')) as ContentText;
const english = read('en');

/** Every text of a file, under a path that names it. */
const textsOf = (c: ContentText): Map<string, Text> =>
  new Map([
    ...c.notices.map((t, i) => [`notices.${i}`, t] as const),
    ...c.promotions.map((t, i) => [`promotions.${i}`, t] as const),
    ...Object.entries(c.announcements).map(([k, t]) => [`announcements.${k}`, t] as const),
    ['platformUpdate', c.platformUpdate] as const,
    ...Object.entries(c.help).map(([k, t]) => [`help.${k}`, t] as const),
  ]);

const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[0]).join(' ');
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(languages.filter((l) => l.tag !== 'en'))('seeded content in $tag', ({ tag }) => {
  const translated = read(tag);
  const englishTexts = textsOf(english);
  const texts = textsOf(translated);

  it('has every entry English has, and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it.each([...englishTexts.keys()])('%s: same tags and placeholders, translated text', (path) => {
    const source = englishTexts.get(path)!;
    const text = texts.get(path)!;
    for (const field of ['title', 'content'] as const) {
      expect(text[field].trim(), `${field} is empty`).not.toBe('');
      expect(tagsOf(text[field]), `${field} tags`).toBe(tagsOf(source[field]));
      expect(placeholdersOf(text[field]), `${field} placeholders`).toEqual(placeholdersOf(source[field]));
    }
    expect(text.title, 'title left in English').not.toBe(source.title);
  });

  it('words every home banner English words, in its own words and within the banner limits', () => {
    expect(translated.banners).toHaveLength(english.banners.length);
    translated.banners.forEach((words, i) => {
      for (const field of ['headline', 'subline', 'cta'] as const) expect(words[field].trim(), `banner ${i} ${field} is empty`).not.toBe('');
      expect(words.headline, `banner ${i} headline left in English`).not.toBe(english.banners[i]!.headline);
      expect(boBannerInput.safeParse({ groupName: 'w_home', url: '/x.svg', ...words }).success, `banner ${i} fits the limits`).toBe(true);
    });
  });

  it('names every promotion category English names, in its own words', () => {
    expect(Object.keys(translated.promotionCategories).sort()).toEqual(Object.keys(english.promotionCategories).sort());
    for (const [code, name] of Object.entries(translated.promotionCategories)) {
      expect(name.trim(), `${code} is empty`).not.toBe('');
      expect(name, `${code} left in English`).not.toBe(english.promotionCategories[code]);
    }
  });
});
