/// <reference types="vite/client" />
import type { Catalog, CatalogTag } from '../catalog-tags';
import { pickCatalog, type CatalogSources } from './pick-catalog';

export type StaffNamespace = 'backoffice' | 'common' | 'errors';

// See player-catalogs.ts; the back office never needs the `site` namespace.
const sources: Record<StaffNamespace, CatalogSources> = {
  backoffice: import.meta.glob<Catalog>('../namespaces/backoffice/*.json', { import: 'default' }),
  common: import.meta.glob<Catalog>('../namespaces/common/*.json', { import: 'default' }),
  errors: import.meta.glob<Catalog>('../namespaces/errors/*.json', { import: 'default' }),
};

/** The back office's namespaces for one language (every namespace exists in every language). */
export const loadStaffCatalogs = async (tag: CatalogTag): Promise<Record<StaffNamespace, Catalog>> => {
  const [common, errors, backoffice] = await Promise.all([
    pickCatalog(sources.common, 'common', tag),
    pickCatalog(sources.errors, 'errors', tag),
    pickCatalog(sources.backoffice, 'backoffice', tag),
  ]);
  return { common, errors, backoffice };
};
