import { queryOptions } from '@tanstack/react-query';
import { registerSettingsResponse, type RegisterSettingsResponse } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { accountKeys } from './keys';

/** The merchant's registration fields and methods (`GET /wps/system/setting/register`). */
export const registerSettingsQuery = queryOptions({
  queryKey: accountKeys.registerSettings,
  queryFn: ({ signal }): Promise<RegisterSettingsResponse> =>
    api.get('/wps/system/setting/register', { signal, parse: (v) => registerSettingsResponse.parse(v) }),
  staleTime: 60_000,
});

/** `GET /wps/agent/affiliate`: whether an invitation code names an agent. */
export const checkAffiliateCode = async (code: string, signal?: AbortSignal): Promise<boolean> => {
  const { valid } = await api.get('/wps/agent/affiliate', { params: { query: { code, domain: window.location.hostname } }, signal });
  return valid;
};
