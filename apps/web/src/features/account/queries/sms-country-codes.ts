import { queryOptions } from '@tanstack/react-query';
import type { CountryCodeEntry } from '../components/sms/dialing-code';
import { api } from '../../../api/api-client';
import { accountKeys } from './keys';

/** Countries with their dialing codes, named in the page's language (`GET /wps/system/countryCodes`). */
export const countryCodesQuery = (language: string) =>
  queryOptions({
    queryKey: accountKeys.smsCountryCodes(language),
    queryFn: ({ signal }) => api.get('/wps/system/countryCodes', { signal }).then((v): CountryCodeEntry[] => v.list),
    staleTime: 60 * 60_000,
  });
