import english from './en.json';
import type { Catalog } from './text';

// The shell's labels: one chunk per language, English in the main bundle as the fallback.
const loaders = import.meta.glob<Catalog>(['./*.json', '!./en.json'], { import: 'default' });

export const shellEnglish: Catalog = english;

export const loadShellCatalog = async (tag: string): Promise<Catalog> => {
  const load = loaders[`./${tag}.json`];
  return load ? load() : shellEnglish;
};
