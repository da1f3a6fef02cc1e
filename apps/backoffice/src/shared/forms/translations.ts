import { languageCodes, languages, type LanguageCode } from '@gp/contracts';

/** Per-language texts of one entry: { HI: { title, content } }, or { HI: { name } } for a name. */
export type Translations = Partial<Record<LanguageCode, Record<string, string>>>;

const isLanguageCode = (code: string): code is LanguageCode => (languageCodes as string[]).includes(code);

/** The languages an entry has a translation in, in the registry's order. */
export const translatedLanguages = (value: Translations) => languages.filter((l) => value[l.code] !== undefined);

/** The languages still open for a new translation. */
export const untranslatedLanguages = (value: Translations) => languages.filter((l) => value[l.code] === undefined);

/** Adds an empty translation (every part blank); an existing one is kept as it is. */
export const withTranslation = (value: Translations, code: string, parts: readonly string[]): Translations => {
  if (!isLanguageCode(code) || value[code]) return value;
  return { ...value, [code]: Object.fromEntries(parts.map((p) => [p, ''])) };
};

export const withoutTranslation = (value: Translations, code: LanguageCode): Translations =>
  Object.fromEntries(Object.entries(value).filter(([c]) => c !== code)) as Translations;

export const withTranslationPart = (value: Translations, code: LanguageCode, part: string, text: string): Translations => ({
  ...value,
  [code]: { ...value[code], [part]: text },
});

/** Vendor and game names are one string per language; the editor works on { name }. */
export const namesToTranslations = (names: Partial<Record<string, string>>): Translations =>
  Object.fromEntries(Object.entries(names).map(([code, name]) => [code, { name: name ?? '' }])) as Translations;

export const translationsToNames = (value: Translations): Partial<Record<LanguageCode, string>> =>
  Object.fromEntries(Object.entries(value).map(([code, parts]) => [code, parts?.name ?? '']));
