import { chooseLanguage } from './choose-language';
import { createI18n } from './create-i18n';
import { readSavedLanguage } from './language-storage';
import { directionOf, languageForTag, tagForLanguage } from './language-table';

const reflectInDocument = (tag: string, title: string): void => {
  const code = languageForTag(tag);
  const root = document.documentElement;
  root.lang = tag;
  root.dir = directionOf(code);
  document.title = title;
};

// Before the merchant's languages are known: the saved choice or the device language. The gate
// narrows this to the merchant's list once /wps/system/permission answers.
const startLanguage = chooseLanguage({
  saved: readSavedLanguage(() => localStorage),
  device: navigator.languages,
  supported: null,
  merchantDefault: null,
});

export const i18n = createI18n(tagForLanguage(startLanguage));

reflectInDocument(i18n.language, i18n.t('common:siteName'));
i18n.on('languageChanged', (tag) => reflectInDocument(tag, i18n.t('common:siteName')));
