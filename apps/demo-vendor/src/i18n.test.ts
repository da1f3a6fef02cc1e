import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { directionOf, labelsFor, vendorLanguageOf, vendorLanguages } from './i18n';

/** The demo vendor's labels: every platform language, complete, and actually translated. */

type Catalog = Record<string, unknown>;
const catalogDir = new URL('./i18n/', import.meta.url);
const read = (tag: string): Catalog => JSON.parse(readFileSync(new URL(`${tag}.json`, catalogDir), 'utf8')) as Catalog;
const english = read('en');
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*\w+\s*\}\}|\$\{\w+\}|\{\w+\}/g)].map((m) => m[0]).sort();
// A label of two or more words is a phrase or sentence a translator must have rewritten; single
// tokens ("1-18", "Chip", "Banker") may rightly stay as they are in some languages.
const isPhrase = (text: string): boolean => /\p{L}+\s+\p{L}+/u.test(text);
const others = vendorLanguages.filter((tag) => tag !== 'en');

describe('demo vendor labels', () => {
  it('covers exactly the platform languages, one file each', () => {
    expect([...vendorLanguages].sort()).toEqual(languages.map((l) => l.tag).sort());
    expect(vendorLanguages).toHaveLength(34);
    const files = readdirSync(catalogDir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...vendorLanguages].sort());
  });

  it.each(others)('%s has every English key, non-empty, with the same placeholders', (tag) => {
    const catalog = read(tag);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, source] of Object.entries(english)) {
      const text = catalog[key];
      expect(typeof text, `${tag}.${key}`).toBe('string');
      expect((text as string).trim(), `${tag}.${key}`).not.toBe('');
      expect(placeholders(text as string), `${tag}.${key}`).toEqual(placeholders(source as string));
    }
  });

  it.each(others)('%s is not left in English', (tag) => {
    const catalog = read(tag);
    const untranslated = Object.entries(english)
      .filter(([key, source]) => isPhrase(source as string) && catalog[key] === source)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('writes right to left for Arabic, Persian and Urdu only', () => {
    const rtl = vendorLanguages.filter((tag) => directionOf(tag) === 'rtl');
    expect(rtl.sort()).toEqual(['ar', 'fa', 'ur']);
  });

  it('reads the platform code or a BCP-47 tag of every language', () => {
    for (const { code, tag } of languages) {
      expect(vendorLanguageOf(code), code).toBe(tag);
      expect(vendorLanguageOf(code.toLowerCase()), code).toBe(tag);
      expect(vendorLanguageOf(tag), tag).toBe(tag);
    }
    expect(vendorLanguageOf('vi-VN')).toBe('vi');
    expect(vendorLanguageOf('pt_BR')).toBe('pt');
    expect(vendorLanguageOf('zh-Hant-HK')).toBe('zh-TW');
    expect(vendorLanguageOf('zh-Hans')).toBe('zh-CN');
    expect(vendorLanguageOf('tl')).toBe('fil');
    expect(vendorLanguageOf('xx')).toBe('en');
    expect(vendorLanguageOf(undefined)).toBe('en');
  });

  it('gives Vietnamese labels for a Vietnamese launch', () => {
    expect(labelsFor(vendorLanguageOf('VI'))).toMatchObject({ spin: 'Quay', backToLobby: 'Về sảnh', banker: 'Cái' });
  });
});
