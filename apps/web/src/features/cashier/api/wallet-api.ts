import { queryOptions } from '@tanstack/react-query';
import type { WalletTransferRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.vendorWallets(token),
    queryFn: ({ signal }) => api.get('/wps/relay/GCS_merchantWallet', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const consolidatedFundsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.consolidatedFunds(token),
    queryFn: ({ signal }) => api.get('/wps/member/info/funds/consolidated', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const walletTransfer = (body: WalletTransferRequest) => api.post('/wps/relay/GCS_walletTransfer', { body });

/**
 * A fresh key for one money action. The form keeps it while the player retries the same action
 * (a timeout, a double click), so the server applies it once, and makes a new one after success.
 */
export const newRequestKey = (): string => crypto.randomUUID();
