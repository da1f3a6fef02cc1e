import type { LanguageCode } from '@gp/contracts';

/**
 * An entry's text for a caller: the caller's language, else the merchant's default language, else
 * the entry's own text (written in the default language, and always present).
 */
export const pickTranslation = <T>(own: T, translations: Partial<Record<string, T>>, language: LanguageCode, defaultLanguage: LanguageCode): T =>
  translations[language] ?? translations[defaultLanguage] ?? own;
