/// <reference types="vite/client" />
import type { Catalog, CatalogTag } from '../catalog-tags';
import { pickCatalog, type CatalogSources } from './pick-catalog';

export type PlayerNamespace = 'common' | 'errors' | 'site' | 'cashier' | 'games' | 'bgs' | 'lottery';
export const playerNamespaces: readonly PlayerNamespace[] = ['common', 'errors', 'site', 'cashier', 'games', 'bgs', 'lottery'];

// Lazy globs: Vite emits the files as separate chunks (the SPAs' build configs group them into one
// chunk per language), so the first route carries no catalog and a language costs one fetch.
const sources: Record<PlayerNamespace, CatalogSources> = {
  common: import.meta.glob<Catalog>('../namespaces/common/*.json', { import: 'default' }),
  errors: import.meta.glob<Catalog>('../namespaces/errors/*.json', { import: 'default' }),
  site: import.meta.glob<Catalog>('../namespaces/site/*.json', { import: 'default' }),
  cashier: import.meta.glob<Catalog>('../namespaces/cashier/*.json', { import: 'default' }),
  games: import.meta.glob<Catalog>('../namespaces/games/*.json', { import: 'default' }),
  bgs: import.meta.glob<Catalog>('../namespaces/bgs/*.json', { import: 'default' }),
  lottery: import.meta.glob<Catalog>('../namespaces/lottery/*.json', { import: 'default' }),
};

/** The player site's namespaces in one language; every language has all seven. */
export const loadPlayerCatalogs = async (tag: CatalogTag): Promise<Record<PlayerNamespace, Catalog>> => {
  const [common, errors, site, cashier, games, bgs, lottery] = await Promise.all([
    pickCatalog(sources.common, 'common', tag),
    pickCatalog(sources.errors, 'errors', tag),
    pickCatalog(sources.site, 'site', tag),
    pickCatalog(sources.cashier, 'cashier', tag),
    pickCatalog(sources.games, 'games', tag),
    pickCatalog(sources.bgs, 'bgs', tag),
    pickCatalog(sources.lottery, 'lottery', tag),
  ]);
  return { common, errors, site, cashier, games, bgs, lottery };
};
