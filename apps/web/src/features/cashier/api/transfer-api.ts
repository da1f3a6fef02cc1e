import { queryOptions } from '@tanstack/react-query';
import type { TransferDownlineRequest, TransferUplineRequest } from '@gp/contracts';
import { typedApi } from '../../../api/typed-api';
import { cashierKeys } from '../queries/keys';

/** Under the balance root: it carries the balance, so a money event refreshes it. */
export const transferUplineInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.transferUpline(token),
    queryFn: ({ signal }) => typedApi.get('/wps/relay/transferUpline', { signal }),
    enabled: token !== null,
  });

/** (E): the payment password travels sealed. */
export const transferUpline = (body: TransferUplineRequest) => typedApi.post('/wps/relay/transferUpline', { body, sealed: true });

/** (E) The agent centre's transfer to a downline. */
export const transferDownline = (body: TransferDownlineRequest) => typedApi.post('/wps/agent/transferDownline', { body, sealed: true });
