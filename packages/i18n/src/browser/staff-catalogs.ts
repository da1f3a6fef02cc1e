/// <reference types="vite/client" />
import { fallbackTag, hasNamespace, type Catalog, type CatalogTag } from '../catalog-tags';
import { pickCatalog, type CatalogSources } from './pick-catalog';

export type StaffNamespace = 'backoffice' | 'common' | 'errors';

// See player-catalogs.ts; the back office never needs the `site` namespace.
const sources: Record<StaffNamespace, CatalogSources> = {
  backoffice: import.meta.glob<Catalog>('../namespaces/backoffice/*.json', { import: 'default' }),
  common: import.meta.glob<Catalog>('../namespaces/common/*.json', { import: 'default' }),
  errors: import.meta.glob<Catalog>('../namespaces/errors/*.json', { import: 'default' }),
};

/** Catalogs to register under one language tag. */
export type TaggedCatalogs = { tag: CatalogTag; catalogs: Partial<Record<StaffNamespace, Catalog>> };

/**
 * The back office's namespaces for one language. `common` and `errors` exist in every language;
 * where the back-office namespace does not, the English one comes back under `en`, so i18next falls
 * back to it with English plural rules rather than reading English text under another language.
 */
export const loadStaffCatalogs = async (tag: CatalogTag): Promise<TaggedCatalogs[]> => {
  const ownBackoffice = hasNamespace(tag, 'backoffice');
  const [common, errors, backoffice] = await Promise.all([
    pickCatalog(sources.common, 'common', tag),
    pickCatalog(sources.errors, 'errors', tag),
    pickCatalog(sources.backoffice, 'backoffice', ownBackoffice ? tag : fallbackTag),
  ]);
  if (ownBackoffice) return [{ tag, catalogs: { common, errors, backoffice } }];
  return [
    { tag, catalogs: { common, errors } },
    { tag: fallbackTag, catalogs: { backoffice } },
  ];
};
