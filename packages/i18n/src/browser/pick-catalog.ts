import type { Catalog, CatalogTag, Namespace } from '../catalog-tags';

/** What `import.meta.glob` gives for one namespace folder: file path to a lazy import. */
export type CatalogSources = Record<string, () => Promise<Catalog>>;

/** Fetches one namespace of one language from its glob; a tag without a file is a programming error. */
export const pickCatalog = (sources: CatalogSources, ns: Namespace, tag: CatalogTag): Promise<Catalog> => {
  const load = sources[`../namespaces/${ns}/${tag}.json`];
  if (!load) return Promise.reject(new Error(`No ${ns} catalog for ${tag}`));
  return load();
};
