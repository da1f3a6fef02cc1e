import { describe, expect, it } from 'vitest';
import { catalogTags, resources } from '@gp/i18n';

// The player site's own namespaces: every language with a catalog carries every English key,
// with real text rather than an empty string.
describe.each(['common', 'site'] as const)('the %s catalogs', (namespace) => {
  const english = Object.keys(resources.en[namespace]).sort();

  it.each(catalogTags)('%s has exactly the English keys, all filled in', (tag) => {
    const catalog = resources[tag][namespace];
    expect(Object.keys(catalog).sort()).toEqual(english);
    expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
