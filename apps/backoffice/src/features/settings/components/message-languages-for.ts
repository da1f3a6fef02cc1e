import { languageByCode, languageCodes, type LanguageCode, type languages } from '@gp/contracts';

type Language = (typeof languages)[number];

const isLanguageCode = (code: string): code is LanguageCode => (languageCodes as string[]).includes(code);

/** The languages to show fields for: the usual ones plus any that already has a stored text, so none is hidden. */
export const messageLanguagesFor = (base: readonly Language[], stored: Record<string, unknown>): Language[] => {
  const extra = Object.keys(stored)
    .filter(isLanguageCode)
    .filter((code) => !base.some((l) => l.code === code))
    .map((code) => languageByCode(code));
  return [...base, ...extra];
};

/** One form value per shown language, blank where nothing is stored. */
export const messageFormValues = (shown: readonly Language[], stored: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(shown.map((l) => [l.code, stored[l.code] ?? '']));
