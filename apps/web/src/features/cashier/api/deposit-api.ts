import { queryOptions } from '@tanstack/react-query';
import { depositMethodList, depositOrder, depositPage, depositProofUpload, type DepositCreateRequest, type DepositProofUpload } from '@gp/contracts';
import { ApiError, clientErrorCodes } from '../../../api/api-error';
import { api } from '../../../api/api-client';
import { unwrapEnvelope } from '../../../api/unwrap-envelope';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../account/components/session/session-token';
import { cashierKeys } from '../queries/keys';

export const depositMethodsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.depositMethods(token),
    queryFn: ({ signal }) => api.get('/wps/deposit/methods', { signal, parse: (v) => depositMethodList.parse(v) }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** Under the records root too, so a money event (invalidateMoney) refreshes the history. */
export const depositHistoryQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: cashierKeys.deposits(token, pageNo),
    queryFn: ({ signal }) => api.get('/wps/deposit/list', { params: { query: { pageNo, pageSize: 10 } }, signal, parse: (v) => depositPage.parse(v) }),
    enabled: token !== null,
  });

/** One order; polled while it is pending (the gateway's webhook may still be on its way). */
export const depositOrderQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: cashierKeys.depositOrder(token, orderNo),
    queryFn: ({ signal }) => api.get('/wps/deposit/order/{orderNo}', { params: { path: { orderNo } }, signal, parse: (v) => depositOrder.parse(v) }),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });

export const createDeposit = (body: DepositCreateRequest) => api.post('/wps/deposit', { body, parse: (v) => depositOrder.parse(v) });

/** The typed client speaks JSON only; a proof image goes as multipart, read back through the same envelope. */
export const uploadDepositProof = async (file: File): Promise<DepositProofUpload> => {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/wps/deposit/proofs', { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(clientErrorCodes.network, i18n.t('common:serviceUnreachable'), 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return depositProofUpload.parse(unwrapEnvelope(response.status, body, i18n.t('common:serviceUnreachable')));
};
