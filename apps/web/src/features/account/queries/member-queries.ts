import { queryOptions } from '@tanstack/react-query';
import type { MemberIcon, MemberInfo, WalletBalance } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { isApiError } from '../../../api/api-error';
import { clearSession, readFlags, writeFlags } from '../components/session/session-store';
import { accountKeys } from './keys';

/** A 401 means the session ended on the server (expired, signed out elsewhere): back to the visitor view. */
const endOnUnauthorised = (error: unknown): never => {
  if (isApiError(error) && error.status === 401) clearSession();
  throw error;
};

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.info(token),
    queryFn: async ({ signal }) => {
      const info: MemberInfo = await api.get('/wps/member/info', { signal }).catch(endOnUnauthorised);
      const flags = readFlags();
      // Keep the synchronous flags in step with the server (a reload, a sign-in by link).
      const mustChangePassword = flags.mustChangePassword || info.passwordChangeRequired;
      if (flags.isTrial !== info.isTrial || flags.isAgent !== info.isAgent || flags.mustChangePassword !== mustChangePassword) {
        writeFlags({ ...flags, isTrial: info.isTrial, isAgent: info.isAgent, mustChangePassword });
      }
      return info;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });

export const memberIconQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.icon(token),
    queryFn: ({ signal }): Promise<MemberIcon> => api.get('/wps/member/info/icon', { signal }).catch(endOnUnauthorised),
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.balance(token),
    queryFn: ({ signal }): Promise<WalletBalance> => api.get('/wps/v2/wallets/balance', { signal }).catch(endOnUnauthorised),
    enabled: token !== null,
    staleTime: 30_000,
  });
