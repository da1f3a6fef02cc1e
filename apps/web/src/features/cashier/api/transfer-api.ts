import { queryOptions } from '@tanstack/react-query';
import type { MemberTransferResponse, TransferDownlineRequest, TransferUplineInfo, TransferUplineRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';
import { cashierKeys } from '../queries/keys';

/** Under the balance root: it carries the balance, so a money event refreshes it. */
export const transferUplineInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.transferUpline(token),
    queryFn: ({ signal }) => api.get<TransferUplineInfo>('/wps/relay/transferUpline', { signal }),
    enabled: token !== null,
  });

/** (E): the payment password travels sealed. */
export const transferUpline = async (body: TransferUplineRequest) => api.post<MemberTransferResponse>('/wps/relay/transferUpline', await sealedBody(body));

/** (E) The agent centre's transfer to a downline. */
export const transferDownline = async (body: TransferDownlineRequest) =>
  api.post<MemberTransferResponse>('/wps/agent/transferDownline', await sealedBody(body));
