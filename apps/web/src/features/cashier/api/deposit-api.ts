import { queryOptions } from '@tanstack/react-query';
import { depositMethodList, depositOrder, depositPage, depositProofUpload, type DepositCreateRequest, type DepositProofUpload } from '@gp/contracts';
import { api } from '../../../api/api-client';
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

/** A proof image goes as multipart; the answer is the usual envelope. */
export const uploadDepositProof = (file: File): Promise<DepositProofUpload> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/wps/deposit/proofs', { form, parse: (v) => depositProofUpload.parse(v) });
};
