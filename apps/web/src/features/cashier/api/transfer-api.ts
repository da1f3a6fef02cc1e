import { queryOptions } from '@tanstack/react-query';
import type { TransferDownlineRequest, TransferUplineRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/** Under the balance root: it carries the balance, so a money event refreshes it. */
export const transferUplineInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.transferUpline(token),
    queryFn: ({ signal }) => api.get('/wps/relay/transferUpline', { signal }),
    enabled: token !== null,
  });

/** (E): the payment password travels sealed. */
export const transferUpline = (body: TransferUplineRequest) => api.post('/wps/relay/transferUpline', { body, sealed: true });

/** (E) The agent centre's transfer to a downline. */
export const transferDownline = (body: TransferDownlineRequest) => api.post('/wps/agent/transferDownline', { body, sealed: true });
