import { patternIds } from '@gp/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog-tags';

const read = (tag: string): Catalog => JSON.parse(readFileSync(new URL(`./namespaces/site/${tag}.json`, import.meta.url), 'utf8')) as Catalog;

// Every message key the registration rules of @gp/contracts can answer with (checkField, registrationSchema).
const keys = [
  ...patternIds.flatMap((id) => [`validation.${id}`, `validation.${id}Exact`]),
  ...['required', 'mismatch', 'terms', 'ageConfirmed', 'underage', 'countryDialingCode', 'invalid'].map((k) => `validation.${k}`),
];

describe('registration messages', () => {
  it.each(['en', 'hi', 'zh-CN'])('are all written in %s, with the lengths where the kind has them', (tag) => {
    const catalog = read(tag);
    expect(keys.filter((k) => !catalog[k])).toEqual([]);
    for (const id of patternIds.filter((p) => p !== 'dateYmd' && p !== 'dateMdy')) {
      expect(catalog[`validation.${id}`]).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
      expect(catalog[`validation.${id}Exact`]).toContain('{{length}}');
    }
  });
});
