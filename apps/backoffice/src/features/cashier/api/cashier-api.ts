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
import { typedApi } from '../../../shared/http/typed-api';

const adjustmentPageSize = 20;
const ledgerPageSize = 20;

export const fetchAdjustments = (status: AdjustmentStatus | '', pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/adjustments', {
    params: { query: { status: status || undefined, pageNo, pageSize: adjustmentPageSize } },
    signal,
    parse: (v) => boAdjustmentPage.parse(v),
  });

export const createAdjustment = (body: BoAdjustmentCreate) => typedApi.post('/bo/adjustments', { body, parse: (v) => boAdjustment.parse(v) });

export const approveAdjustment = (id: number) =>
  typedApi.post('/bo/adjustments/{id}/approve', { params: { path: { id } }, parse: (v) => boAdjustment.parse(v) });

export const rejectAdjustment = (id: number, reason: string) =>
  typedApi.post('/bo/adjustments/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boAdjustment.parse(v) });

export const searchMembers = (account: string, signal?: AbortSignal) =>
  typedApi.get('/bo/members', { params: { query: { account: account.trim() } }, signal, parse: (v) => boMemberSearchResult.parse(v) });

export const fetchMemberWallet = (memberId: number, signal?: AbortSignal) =>
  typedApi.get('/bo/members/{id}/wallet', { params: { path: { id: memberId } }, signal, parse: (v) => boMemberWallet.parse(v) });

export const fetchMemberLedger = (memberId: number, kind: string, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/members/{id}/ledger', {
    params: { path: { id: memberId }, query: { kind, pageNo, pageSize: ledgerPageSize } },
    signal,
    parse: (v) => boMemberLedgerPage.parse(v),
  });

export const runReconciliation = (signal?: AbortSignal) => typedApi.get('/bo/reconciliation', { signal, parse: (v) => boReconciliation.parse(v) });

export const fetchCurrencyLimits = (signal?: AbortSignal) => typedApi.get('/bo/cashier/currency-limits', { signal, parse: (v) => boCurrencyLimits.parse(v) });

export const saveCurrencyLimit = (body: BoCurrencyLimitUpdate) =>
  typedApi.put('/bo/cashier/currency-limits', { body, parse: (v) => boCurrencyLimits.parse(v) });
