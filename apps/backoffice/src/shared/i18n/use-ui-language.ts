import { useTranslation } from 'react-i18next';
import { directionOf, isUiTag, storeTag } from './backoffice-languages';
import { loadUiLanguage } from './load-ui-language';

/** The current UI language and a way to change it (persisted; <html lang/dir> follow via DirectionProvider). */
export const useUiLanguage = () => {
  const { i18n } = useTranslation();
  const tag = isUiTag(i18n.language) ? i18n.language : 'en';

  const change = (next: string) => {
    if (!isUiTag(next)) return;
    // Stored only once the catalogs are in; a failed fetch leaves the language, and the select, as they were.
    loadUiLanguage(i18n, next).then(
      () => storeTag(next),
      () => undefined,
    );
  };

  return { tag, dir: directionOf(tag), change };
};
