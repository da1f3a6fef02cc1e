import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { betStatuses } from '../../../src/sports/book/schema';
import { leagues, sports } from '../../../src/sports/feed/catalog';
import { feedMarketKinds } from '../../../src/sports/feed/types';
import { knownRefusalCodes } from '../bets/refusal';

/** The sportsbook's labels: every platform language, complete, with the same placeholders, and translated. */

type Catalog = Record<string, string>;
const dir = new URL('./', import.meta.url);
const read = (tag: string): Catalog => JSON.parse(readFileSync(new URL(`${tag}.json`, dir), 'utf8')) as Catalog;
const english = read('en');
const tags = languages.map((l) => l.tag);
const others = tags.filter((tag) => tag !== 'en');
const placeholders = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
// Two or more words is a phrase a translator must have rewritten; single tokens ("Live", "Parlay") may stay.
const isPhrase = (text: string): boolean => /\p{L}+\s+\p{L}+/u.test(text);
// Proper names that several languages write as English does.
const sameEverywhere = new Set(['sports.oddsFormat.hong-kong']);

describe('sportsbook labels', () => {
  it('has one catalog per platform language and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...tags].sort());
    expect(files).toHaveLength(34);
  });

  it.each(others)('%s has every English key, non-empty, with the same placeholders', (tag) => {
    const catalog = read(tag);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, source] of Object.entries(english)) {
      const text = catalog[key] ?? '';
      expect(text.trim(), `${tag} ${key}`).not.toBe('');
      expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(source));
    }
  });

  it.each(others)('%s is not left in English', (tag) => {
    const catalog = read(tag);
    const untranslated = Object.entries(english)
      .filter(([key, source]) => !sameEverywhere.has(key) && isPhrase(source) && catalog[key] === source)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('names every sport and league of the feed by its i18n key', () => {
    for (const s of sports) expect(english[s.nameKey], s.nameKey).toBeTruthy();
    for (const l of leagues) expect(english[l.nameKey], l.nameKey).toBeTruthy();
  });

  it('names every market kind, bet status and refusal code the pages show', () => {
    for (const kind of feedMarketKinds) expect(english[`sports.market.${kind}`], kind).toBeTruthy();
    for (const status of betStatuses) expect(english[`sports.status.${status}`], status).toBeTruthy();
    for (const code of knownRefusalCodes) expect(english[`sports.refusal.${code}`], code).toBeTruthy();
    expect(english['sports.refusal.ERROR']).toBeTruthy();
  });
});
