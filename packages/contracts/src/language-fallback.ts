import type { LanguageCode } from './languages';

/**
 * A language whose readers also read these, in this order. Only pairs where a reader of the first
 * reads the second without effort belong here; a language a reader merely hears alike does not.
 *
 * - TW and CN: one written Chinese in traditional and simplified characters; readers of one read the
 *   other (if more slowly), which serves them better than English.
 * - MS and ID: standard Malay and Indonesian are two norms of one language, mutually readable.
 * - NE and MR to HI: all three are written in Devanagari, and Hindi is taught in school and read
 *   daily by Nepali and Marathi readers. Not the other way round: a Hindi reader chose Hindi.
 * - KK to RU: Kazakh readers are taught Russian at school and read it widely.
 *
 * Left out on purpose: UR to HI (spoken alike, but Urdu is written in Perso-Arabic script and an
 * Urdu reader does not read Devanagari), FA or AR for UR (shared script, different languages).
 */
const relatives: Partial<Record<LanguageCode, readonly LanguageCode[]>> = {
  TW: ['CN'],
  CN: ['TW'],
  MS: ['ID'],
  ID: ['MS'],
  NE: ['HI'],
  MR: ['HI'],
  KK: ['RU'],
};

/**
 * The languages to try, best first, for a visitor who chose `language`: theirs, a close relative,
 * English, then the merchant's default. When none of them is there, the caller takes whatever
 * the entry has (its own text). English comes before the default so that a visitor who chose a
 * language the entry lacks reads the lingua franca rather than the merchant's local language.
 */
export const languageFallbacks = (language: LanguageCode, defaultLanguage: LanguageCode): LanguageCode[] => [
  ...new Set<LanguageCode>([language, ...(relatives[language] ?? []), 'EN', defaultLanguage]),
];

/** The first of `available` in the visitor's fallback order, or undefined when it has none of them. */
export const pickLanguage = (available: (code: LanguageCode) => boolean, language: LanguageCode, defaultLanguage: LanguageCode): LanguageCode | undefined =>
  languageFallbacks(language, defaultLanguage).find(available);

/**
 * An entry's text for a visitor, in the order of languageFallbacks, else its own text. `ownLanguage`
 * is the language the own text is written in, when the entry records it: the own text then counts
 * as that language's version, before a translation an editor left under the same code.
 */
export const pickTranslation = <T>(
  own: T,
  translations: Partial<Record<string, T>>,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  ownLanguage?: string,
): T => {
  const versionOf = (code: LanguageCode) => (code === ownLanguage ? own : translations[code]);
  const chosen = pickLanguage((code) => versionOf(code) !== undefined, language, defaultLanguage);
  return chosen === undefined ? own : (versionOf(chosen) ?? own);
};
