import { readFileSync } from 'node:fs';
import { catalogTags, namespaces, namespaceTags, type Catalog, type CatalogTag, type Namespace } from './catalog-tags';

export type Catalogs = Record<CatalogTag, Partial<Record<Namespace, Catalog>>>;

const catalogUrl = (ns: Namespace, tag: CatalogTag): URL => new URL(`./namespaces/${ns}/${tag}.json`, import.meta.url);

/**
 * Every catalog, read synchronously from the JSON files beside this module (Node only). Files are
 * read rather than imported so that one list, `namespaceTags`, decides what exists; a missing file
 * stops start-up, and the catalog test names it.
 */
export const readCatalogs = (): Catalogs => {
  const all = Object.fromEntries(catalogTags.map((tag) => [tag, {}])) as Catalogs;
  for (const ns of namespaces) {
    for (const tag of namespaceTags[ns]) {
      all[tag][ns] = JSON.parse(readFileSync(catalogUrl(ns, tag), 'utf8')) as Catalog;
    }
  }
  return all;
};
