import { queryOptions } from '@tanstack/react-query';
import type { WalletTransferRequest } from '@gp/contracts';
import { typedApi } from '../../../api/typed-api';
import { cashierKeys } from '../queries/keys';

export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.vendorWallets(token),
    queryFn: ({ signal }) => typedApi.get('/wps/relay/GCS_merchantWallet', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const consolidatedFundsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.consolidatedFunds(token),
    queryFn: ({ signal }) => typedApi.get('/wps/member/info/funds/consolidated', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const walletTransfer = (body: WalletTransferRequest) => typedApi.post('/wps/relay/GCS_walletTransfer', { body });

/**
 * A fresh key for one money action. The form keeps it while the player retries the same action
 * (a timeout, a double click), so the server applies it once, and makes a new one after success.
 */
export const newRequestKey = (): string => crypto.randomUUID();
