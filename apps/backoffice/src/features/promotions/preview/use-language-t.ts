import type { CatalogTag } from '@gp/i18n';
import { loadStaffCatalogs } from '@gp/i18n/staff-catalogs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * A translate function for another language than the back office's own, for previews: that
 * language's catalogs are fetched once and added beside the current ones, without switching the UI.
 * Until they arrive it answers in the UI language.
 */
export const useLanguageT = (tag: CatalogTag): TFunction => {
  const { i18n, t } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(tag, 'backoffice'));
  useEffect(() => {
    if (i18n.hasResourceBundle(tag, 'backoffice')) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void loadStaffCatalogs(tag)
      .then((catalogs) => {
        for (const [ns, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(tag, ns, catalog, true, true);
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n, tag]);
  return ready ? i18n.getFixedT(tag, 'backoffice') : t;
};
