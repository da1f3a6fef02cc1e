import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@gp/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Every catalog of the halls app (the shell's in i18n/, each game's in games/<game>/i18n/): one file
 * per platform language, each with every English key, the same placeholders, and translated.
 */

type Catalog = Record<string, string>;
const root = new URL('../', import.meta.url);
const folders = [
  new URL('i18n/', root),
  ...readdirSync(new URL('games/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => new URL(`games/${d.name}/i18n/`, root))
    .filter((dir) => readdirSync(new URL('../', dir)).includes('i18n')),
];
const read = (dir: URL, tag: string): Catalog => JSON.parse(readFileSync(new URL(`${tag}.json`, dir), 'utf8')) as Catalog;
const tags = languages.map((l) => l.tag);
const others = tags.filter((tag) => tag !== 'en');
const placeholders = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
// Two or more words is a phrase a translator must have rewritten; single tokens may stay.
const isPhrase = (text: string): boolean => /\p{L}+\s+\p{L}+/u.test(text);
const name = (dir: URL) => dir.pathname.split('/src/')[1] ?? dir.pathname;

describe.each(folders.map((dir) => [name(dir), dir] as const))('halls catalog %s', (_name, dir) => {
  const english = read(dir, 'en');

  it('has one file per platform language and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...tags].sort());
  });

  it.each(others)('%s has every English key, non-empty, with the same placeholders, translated', (tag) => {
    const catalog = read(dir, tag);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    const untranslated: string[] = [];
    for (const [key, source] of Object.entries(english)) {
      const text = catalog[key] ?? '';
      expect(text.trim(), `${tag} ${key}`).not.toBe('');
      expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(source));
      if (isPhrase(source) && text === source) untranslated.push(key);
    }
    expect(untranslated).toEqual([]);
  });
});
