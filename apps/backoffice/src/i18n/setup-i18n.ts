import { resources } from '@gp/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedOrPreferredTag } from './backoffice-languages';

/**
 * The catalogs are flat ("nav.status": "..."), so key and namespace separators are off. Resources
 * are bundled, so init completes synchronously before the first render.
 */
export const setupI18n = () =>
  i18next.use(initReactI18next).init({
    resources,
    lng: storedOrPreferredTag(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi', 'zh-CN'],
    ns: ['backoffice', 'common', 'errors'],
    defaultNS: 'backoffice',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
