import { catalogTags, fallbackTag } from '@gp/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedOrPreferredTag } from './backoffice-languages';
import { loadUiLanguage } from './load-ui-language';

/**
 * The catalogs are flat ("nav.status": "..."), so key and namespace separators are off. They are
 * fetched per language, so the promise resolves once the start language's catalogs are in; render
 * after it. If they cannot be fetched, English is tried before giving up.
 */
export const setupI18n = async (): Promise<void> => {
  const start = storedOrPreferredTag();
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: start,
    fallbackLng: fallbackTag,
    supportedLngs: [...catalogTags],
    ns: ['backoffice', 'common', 'errors'],
    defaultNS: 'backoffice',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  await loadUiLanguage(i18next, start).catch(() => loadUiLanguage(i18next, fallbackTag));
};
