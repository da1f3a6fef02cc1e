import { languageFallbacks, type LanguageCode } from '@gp/contracts';

/** The text of a per-language record in the reader's language, a close one, English, or whatever it has. */
export const pickText = (texts: Record<string, string>, language: LanguageCode): string => {
  const code = languageFallbacks(language, 'EN').find((c) => texts[c]);
  return (code ? texts[code] : Object.values(texts)[0]) ?? '';
};

/** A chance in basis points as a percentage for people (e.g. 12.5 %), in the reader's locale. */
export const chanceText = (chanceBp: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(chanceBp / 10_000);
