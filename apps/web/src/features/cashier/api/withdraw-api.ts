import { queryOptions } from '@tanstack/react-query';
import {
  bankAccount,
  bankAccountList,
  turnoverProgress,
  withdrawal,
  withdrawalList,
  withdrawOptions,
  type BankAccount,
  type BankAccountCreateRequest,
  type Withdrawal,
  type WithdrawRequest,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { cashierKeys } from '../queries/keys';

/**
 * Every withdraw-page query starts with this key, so one invalidation refreshes the page. It sits under
 * a money root, so a money event (a notice such as "withdrawal approved") refreshes the page too.
 */
const withdrawListPageSize = 10;

export const withdrawOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.withdrawOptions(token),
    queryFn: ({ signal }) => api.get('/wps/withdraw/options', { signal, parse: (v) => withdrawOptions.parse(v) }),
    enabled: token !== null,
  });

export const turnoverQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.turnover(token),
    queryFn: ({ signal }) => api.get('/wps/withdraw/turnover', { signal, parse: (v) => turnoverProgress.parse(v) }),
    enabled: token !== null,
  });

export const bankAccountsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.bankAccounts(token),
    queryFn: ({ signal }) => api.get('/wps/member/bankAccounts', { signal, parse: (v) => bankAccountList.parse(v) }),
    enabled: token !== null,
  });

export const withdrawalsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: cashierKeys.withdrawals(token, pageNo),
    queryFn: ({ signal }) =>
      api.get('/wps/withdraw/list', { params: { query: { pageNo, pageSize: withdrawListPageSize } }, signal, parse: (v) => withdrawalList.parse(v) }),
    enabled: token !== null,
  });

export const addBankAccount = (body: BankAccountCreateRequest): Promise<BankAccount> =>
  api.post('/wps/member/bankAccounts', { body, parse: (v) => bankAccount.parse(v) });

/** `POST /wps/withdraw` (E): the payment password travels sealed. */
export const requestWithdrawal = (body: WithdrawRequest): Promise<Withdrawal> =>
  api.post('/wps/withdraw', { body, sealed: true, parse: (v) => withdrawal.parse(v) });

export const removeBankAccount = async (id: number): Promise<void> => {
  await api.delete('/wps/member/bankAccounts/{id}', { params: { path: { id } } });
};

export type ReceiptInput = { kind: 'full' | 'partial' | 'notReceived'; receivedAmount?: number; proofs: File[] };

export const confirmReceipt = async (id: number, input: ReceiptInput): Promise<Withdrawal> => {
  const form = new FormData();
  form.append('kind', input.kind);
  if (input.receivedAmount !== undefined) form.append('receivedAmount', String(input.receivedAmount));
  for (const file of input.proofs) form.append('proof', file, file.name);
  return api.post('/wps/withdraw/{id}/receipt', { params: { path: { id } }, form, parse: (v) => withdrawal.parse(v) });
};
