import { useTranslation } from 'react-i18next';
import { directionOf, isUiTag, storeTag } from './backoffice-languages';

/** The current UI language and a way to change it (persisted; <html lang/dir> follow via DirectionProvider). */
export const useUiLanguage = () => {
  const { i18n } = useTranslation();
  const tag = i18n.resolvedLanguage && isUiTag(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const change = (next: string) => {
    if (!isUiTag(next)) return;
    storeTag(next);
    void i18n.changeLanguage(next);
  };

  return { tag, dir: directionOf(tag), change };
};
