import {
  boAdjustment,
  boAdjustmentPage,
  boCurrencyLimits,
  boMemberLedgerPage,
  boMemberSearchResult,
  boMemberWallet,
  boReconciliation,
  type AdjustmentStatus,
  type BoAdjustmentCreate,
  type BoCurrencyLimitUpdate,
} from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';

const adjustmentPageSize = 20;
const ledgerPageSize = 20;

export const fetchAdjustments = (status: AdjustmentStatus | '', pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/adjustments', { schema: boAdjustmentPage, signal, query: { status, pageNo, pageSize: adjustmentPageSize } });

export const createAdjustment = (body: BoAdjustmentCreate) => apiRequest('/bo/adjustments', { method: 'POST', body, schema: boAdjustment });

export const approveAdjustment = (id: number) => apiRequest(`/bo/adjustments/${id}/approve`, { method: 'POST', schema: boAdjustment });

export const rejectAdjustment = (id: number, reason: string) =>
  apiRequest(`/bo/adjustments/${id}/reject`, { method: 'POST', body: { reason }, schema: boAdjustment });

export const searchMembers = (account: string, signal?: AbortSignal) =>
  apiRequest('/bo/members', { schema: boMemberSearchResult, signal, query: { account: account.trim() } });

export const fetchMemberWallet = (memberId: number, signal?: AbortSignal) => apiRequest(`/bo/members/${memberId}/wallet`, { schema: boMemberWallet, signal });

export const fetchMemberLedger = (memberId: number, kind: string, pageNo: number, signal?: AbortSignal) =>
  apiRequest(`/bo/members/${memberId}/ledger`, { schema: boMemberLedgerPage, signal, query: { kind, pageNo, pageSize: ledgerPageSize } });

export const runReconciliation = (signal?: AbortSignal) => apiRequest('/bo/reconciliation', { schema: boReconciliation, signal });

export const fetchCurrencyLimits = (signal?: AbortSignal) => apiRequest('/bo/cashier/currency-limits', { schema: boCurrencyLimits, signal });

export const saveCurrencyLimit = (body: BoCurrencyLimitUpdate) => apiRequest('/bo/cashier/currency-limits', { method: 'PUT', body, schema: boCurrencyLimits });
