import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogTags, fallbackTag, resources } from '@gp/i18n';

export const namespaces = ['common', 'site', 'errors'] as const;

// The player site never needs the back-office catalog, so only these namespaces are registered.
const siteResources = Object.fromEntries(
  catalogTags.map((tag) => [tag, { common: resources[tag].common, site: resources[tag].site, errors: resources[tag].errors }]),
);

/**
 * An i18next instance over the shared catalogs. The language is a BCP-47 tag from the language
 * table; a tag without a catalog (ar, ja ...) shows English text, while Intl formatting, plural
 * rules and the page direction still follow the chosen language.
 */
export const createI18n = (tag: string): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: siteResources,
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
