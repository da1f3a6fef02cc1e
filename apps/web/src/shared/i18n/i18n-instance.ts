import { loadScriptFonts } from '@gp/ui/fonts';
import { chooseLanguage } from './choose-language';
import { createI18n } from './create-i18n';
import { readSavedLanguage } from './language-storage';
import { directionOf, languageForTag, tagForLanguage } from './language-table';
import { ensureCatalog, switchLanguage } from './switch-language';

const reflectInDocument = (tag: string): void => {
  const root = document.documentElement;
  root.lang = tag;
  root.dir = directionOf(languageForTag(tag));
  void loadScriptFonts(tag);
};

// Before the merchant's languages are known: the saved choice or the device language. The gate
// narrows this to the merchant's list once /wps/system/permission answers.
const startTag = tagForLanguage(
  chooseLanguage({ saved: readSavedLanguage(() => localStorage), device: navigator.languages, supported: null, merchantDefault: null }),
);

export const i18n = createI18n(startTag);

// lang and dir are known now; only the title waits for the catalog.
reflectInDocument(startTag);
i18n.on('languageChanged', (tag) => {
  reflectInDocument(tag);
  document.title = i18n.t('common:siteName');
});

/**
 * Resolves once the start language's catalog is in, before the first render. If it cannot be
 * fetched, English is tried; if that fails too the app still starts (keys show until a change).
 */
export const i18nReady: Promise<void> = ensureCatalog(i18n, startTag)
  .catch(() => switchLanguage(i18n, 'en'))
  .catch(() => undefined)
  .then(() => {
    document.title = i18n.t('common:siteName');
  });
