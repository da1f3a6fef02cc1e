import { languageByCode, languages, type LanguageCode } from '@gp/contracts';

export const tagForLanguage = (code: LanguageCode): string => languageByCode(code).tag;

export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' => languageByCode(code).dir;

/** The code behind an i18next language tag; unknown tags read as the fallback Hindi. */
export const languageForTag = (tag: string): LanguageCode => languages.find((l) => l.tag === tag)?.code ?? 'HI';
