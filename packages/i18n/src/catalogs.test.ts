import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedKeys, placeholderProblems } from './catalog-checks';
import { namespaces, namespaceTags, type Catalog, type CatalogTag, type Namespace } from './catalog-tags';

const fileOf = (ns: Namespace, tag: CatalogTag): URL => new URL(`./namespaces/${ns}/${tag}.json`, import.meta.url);
const read = (ns: Namespace, tag: CatalogTag): Catalog => JSON.parse(readFileSync(fileOf(ns, tag), 'utf8')) as Catalog;

// Every language a namespace promises (all 34 for every namespace)
// has a file with exactly the English keys, adjusted for its plural categories, each a non-empty
// string with the same {{placeholders}} as the English text.
describe.each(namespaces)('the %s catalogs', (ns) => {
  const english = read(ns, 'en');

  it.each(namespaceTags[ns])('%s is complete', (tag) => {
    expect(existsSync(fileOf(ns, tag)), `namespaces/${ns}/${tag}.json exists`).toBe(true);
    const catalog = read(ns, tag);
    expect(Object.keys(catalog).sort()).toEqual(expectedKeys(english, tag));
    const notText = Object.entries(catalog).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(
      notText.map(([key]) => key),
      'empty or non-string values',
    ).toEqual([]);
    expect(Object.entries(catalog).flatMap(([key, text]) => placeholderProblems(english, key, text))).toEqual([]);
  });
});
