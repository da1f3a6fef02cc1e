import type { LanguageCode } from '@gp/contracts';

// The fallback order is written once, in the contracts (language-fallback.ts), so the system module's
// configured labels and the catalog's names choose a language the same way as content does.
export { pickTranslation } from '@gp/contracts';

/** Which of `supported` an entry has neither as its own language nor as a translation. */
export const missingLanguages = (supported: readonly LanguageCode[], ownLanguage: string, translations: Partial<Record<string, unknown>>): LanguageCode[] =>
  supported.filter((code) => code !== ownLanguage && translations[code] === undefined);
