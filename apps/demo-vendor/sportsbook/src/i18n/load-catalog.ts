import english from './en.json';
import type { Catalog } from './messages';

// One chunk per language, fetched when the page opens in it; English is in the main bundle as the fallback.
const loaders = import.meta.glob<Catalog>(['./*.json', '!./en.json'], { import: 'default' });

export const englishCatalog: Catalog = english;

/** The catalog of a language tag (`vi`, `zh-TW`); English for a tag with no catalog. */
export const loadCatalog = async (tag: string): Promise<Catalog> => {
  const load = loaders[`./${tag}.json`];
  return load ? load() : englishCatalog;
};
