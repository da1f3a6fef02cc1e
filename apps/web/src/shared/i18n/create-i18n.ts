import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackTag } from '@gp/i18n';
import { playerNamespaces } from '@gp/i18n/player-catalogs';

const namespaces = playerNamespaces;

/**
 * An i18next instance over the shared catalogs, still without any: each language's catalog is
 * fetched on demand (`switchLanguage`), so the first route carries none of the 34. The language is
 * a BCP-47 tag from the language table; Intl formatting, plural rules and the page direction follow it.
 */
export const createI18n = (tag: string): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    // Catalogs arrive through addResourceBundle; no backend plugin is involved.
    partialBundledLanguages: true,
    lng: tag,
    fallbackLng: fallbackTag,
    ns: [...namespaces],
    defaultNS: 'common',
    load: 'currentOnly',
    // Catalog keys are flat ("maintenanceTitle"), as the server's translate() reads them.
    keySeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
};
