import type { i18n as I18n } from 'i18next';
import { isCatalogTag } from '@gp/i18n';
import { loadPlayerCatalogs } from '@gp/i18n/player-catalogs';

/** Fetches a language's catalog once; later switches to it are immediate. */
export const ensureCatalog = async (i18n: I18n, tag: string): Promise<void> => {
  if (!isCatalogTag(tag) || i18n.hasResourceBundle(tag, 'site')) return;
  const catalogs = await loadPlayerCatalogs(tag);
  for (const [ns, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(tag, ns, catalog, true, true);
};

/**
 * Changes the language only once its catalog is here, so the page never shows raw keys in between.
 * A failed fetch rejects and leaves the current language as it was.
 */
export const switchLanguage = async (i18n: I18n, tag: string): Promise<void> => {
  await ensureCatalog(i18n, tag);
  await i18n.changeLanguage(tag);
};
