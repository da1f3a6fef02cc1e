import type { Catalog } from '../i18n/text';

/** A game's catalogs by language: its `i18n/<tag>.json` chunks, English when a tag has none. */
export const catalogLoader = (loaders: Record<string, () => Promise<Catalog>>) => async (tag: string) => {
  const load = loaders[`./i18n/${tag}.json`] ?? loaders['./i18n/en.json'];
  return load ? load() : {};
};
