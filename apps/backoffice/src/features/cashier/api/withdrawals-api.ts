import { boDisputePage, boWithdrawal, boWithdrawalDispute, boWithdrawalPage, type WithdrawalStatus } from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';
import { fetchBlob } from '../../../shared/http/request-blob';

const withdrawalPageSize = 20;

export type WithdrawalFilters = { status: WithdrawalStatus | ''; account: string };

export const fetchWithdrawals = (filters: WithdrawalFilters, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/withdrawals', {
    schema: boWithdrawalPage,
    signal,
    query: { status: filters.status, account: filters.account.trim(), pageNo, pageSize: withdrawalPageSize },
  });

export const approveWithdrawal = (id: number) => apiRequest(`/bo/withdrawals/${id}/approve`, { method: 'POST', schema: boWithdrawal });

export const rejectWithdrawal = (id: number, reason: string) =>
  apiRequest(`/bo/withdrawals/${id}/reject`, { method: 'POST', body: { reason }, schema: boWithdrawal });

export type DisputeFilter = 'open' | 'resolved' | '';

export const fetchDisputes = (status: DisputeFilter, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/withdrawal-disputes', { schema: boDisputePage, signal, query: { status, pageNo, pageSize: withdrawalPageSize } });

export const resolveDispute = (id: number, note: string) =>
  apiRequest(`/bo/withdrawal-disputes/${id}/resolve`, { method: 'POST', body: { note }, schema: boWithdrawalDispute });

/** A dispute's proof image, by the staff API path the dispute lists (served with the staff token only). */
export const fetchDisputeProof = (path: string, signal?: AbortSignal) => fetchBlob(path, signal);
