import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@gp/ui';
import { api } from '../../../api/api-client';
import { accountKeys } from './keys';

export type CountryCode = { countryCode: string; countryDialingCode: string; name: string };

/** `/wps/system/countryCodes`: names in the caller's language, so the key carries the language. */
const countryCodesQuery = (language: string) =>
  queryOptions({
    queryKey: accountKeys.countryCodes(language),
    queryFn: ({ signal }) => api.get('/wps/system/countryCodes', { signal }).then((v): CountryCode[] => v.list),
    staleTime: 60 * 60_000,
  });

export const useCountryCodes = (language: string) => useQuery(countryCodesQuery(language));

/** Options for a dialing-code select, e.g. "India (+91)"; the value is the dialing code. */
export const dialingCodeOptions = (list: readonly CountryCode[]): SelectOption[] => {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const entry of list) {
    const key = `${entry.countryCode}:${entry.countryDialingCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({
      value: entry.countryDialingCode,
      label: `${entry.name} (${entry.countryDialingCode.startsWith('+') ? '' : '+'}${entry.countryDialingCode})`,
    });
  }
  return options;
};

/** The visitor's own country first (from system/permission location), else the first entry. */
export const defaultDialingCode = (list: readonly CountryCode[], country: string | null | undefined): string =>
  (country ? list.find((c) => c.countryCode.toUpperCase() === country.toUpperCase()) : undefined)?.countryDialingCode ?? list[0]?.countryDialingCode ?? '';
