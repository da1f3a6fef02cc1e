export type CountryCodeEntry = { countryCode: string; countryDialingCode: string; name: string };

/**
 * The country a phone field starts with: the visitor's country as the server located it, else the
 * region of the browser's language (en-IN -> IN), else the first in the list.
 */
export const defaultCountry = (list: readonly CountryCodeEntry[], located: string | null | undefined, browserLanguage: string | undefined): string => {
  const has = (code: string | null | undefined) => Boolean(code) && list.some((c) => c.countryCode === code?.toUpperCase());
  if (has(located)) return located!.toUpperCase();
  const region = browserLanguage?.split('-')[1];
  if (has(region)) return region!.toUpperCase();
  return list[0]?.countryCode ?? '';
};

/** The dialing code sent for a chosen country (digits, as the API stores them), or '' when unknown. */
export const dialingCodeOf = (list: readonly CountryCodeEntry[], countryCode: string): string =>
  list.find((c) => c.countryCode === countryCode)?.countryDialingCode.replace(/^\+/, '') ?? '';

/** Option label: "India (+91)"; the list is sorted by name in the page's language. */
export const countryOptions = (list: readonly CountryCodeEntry[], language: string) =>
  [...list]
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map((c) => ({ value: c.countryCode, label: `${c.name} (+${c.countryDialingCode.replace(/^\+/, '')})` }));
