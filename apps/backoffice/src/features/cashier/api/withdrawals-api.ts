import { boDisputePage, boWithdrawal, boWithdrawalDispute, boWithdrawalPage, type WithdrawalStatus } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

const withdrawalPageSize = 20;

export type WithdrawalFilters = { status: WithdrawalStatus | ''; account: string };

export const fetchWithdrawals = (filters: WithdrawalFilters, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/withdrawals', {
    params: { query: { status: filters.status || undefined, account: filters.account.trim(), pageNo, pageSize: withdrawalPageSize } },
    signal,
    parse: (v) => boWithdrawalPage.parse(v),
  });

export const approveWithdrawal = (id: number) =>
  typedApi.post('/bo/withdrawals/{id}/approve', { params: { path: { id } }, parse: (v) => boWithdrawal.parse(v) });

export const rejectWithdrawal = (id: number, reason: string) =>
  typedApi.post('/bo/withdrawals/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boWithdrawal.parse(v) });

export type DisputeFilter = 'open' | 'resolved' | '';

export const fetchDisputes = (status: DisputeFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/withdrawal-disputes', {
    params: { query: { status: status || undefined, pageNo, pageSize: withdrawalPageSize } },
    signal,
    parse: (v) => boDisputePage.parse(v),
  });

export const resolveDispute = (id: number, note: string) =>
  typedApi.post('/bo/withdrawal-disputes/{id}/resolve', { params: { path: { id } }, body: { note }, parse: (v) => boWithdrawalDispute.parse(v) });

/**
 * A dispute's proof image, `index` counted from 1 as in the dispute's `proofUrls` (served with the
 * staff token only).
 */
export const fetchDisputeProof = async (id: number, index: number, signal?: AbortSignal): Promise<Blob> =>
  (await typedApi.blob('/bo/withdrawal-disputes/{id}/proofs/{index}', { params: { path: { id, index } }, signal })).blob;
