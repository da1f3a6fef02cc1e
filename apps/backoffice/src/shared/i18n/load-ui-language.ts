import type { CatalogTag } from '@gp/i18n';
import { loadStaffCatalogs } from '@gp/i18n/staff-catalogs';
import { loadScriptFonts } from '@gp/ui/fonts';
import type { i18n as I18n } from 'i18next';

/**
 * Fetches a language's catalogs (once) and only then switches to it, so no raw key is ever shown.
 * A failed fetch rejects and leaves the current language in place.
 */
export const loadUiLanguage = async (i18n: I18n, tag: CatalogTag): Promise<void> => {
  if (!i18n.hasResourceBundle(tag, 'common')) {
    for (const [ns, catalog] of Object.entries(await loadStaffCatalogs(tag))) i18n.addResourceBundle(tag, ns, catalog, true, true);
  }
  void loadScriptFonts(tag);
  await i18n.changeLanguage(tag);
};
