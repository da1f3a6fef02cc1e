import {
  boDeposit,
  boDepositPage,
  boPaymentMethod,
  boPaymentMethodList,
  type BoPaymentMethodCreate,
  type BoPaymentMethodUpdate,
  type DepositStatus,
} from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';
import { fetchBlob } from '../../../shared/http/request-blob';

const depositPageSize = 20;

export const fetchPaymentMethods = (signal?: AbortSignal) => apiRequest('/bo/payment-methods', { schema: boPaymentMethodList, signal });

export const createPaymentMethod = (body: BoPaymentMethodCreate) => apiRequest('/bo/payment-methods', { method: 'POST', body, schema: boPaymentMethod });

export const updatePaymentMethod = (id: number, patch: BoPaymentMethodUpdate) =>
  apiRequest(`/bo/payment-methods/${id}`, { method: 'PATCH', body: patch, schema: boPaymentMethod });

export type DepositFilters = { status: DepositStatus | ''; account: string };

export const fetchDeposits = (filters: DepositFilters, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/deposits', {
    schema: boDepositPage,
    signal,
    query: { status: filters.status, account: filters.account.trim(), pageNo, pageSize: depositPageSize },
  });

export const confirmDeposit = (id: number) => apiRequest(`/bo/deposits/${id}/confirm`, { method: 'POST', body: {}, schema: boDeposit });

export const rejectDeposit = (id: number, reason: string) => apiRequest(`/bo/deposits/${id}/reject`, { method: 'POST', body: { reason }, schema: boDeposit });

/** A proof image needs the staff token, so it is fetched and shown from an object URL. */
export const fetchDepositProof = (id: number, index: number, signal?: AbortSignal) => fetchBlob(`/bo/deposits/${id}/proofs/${index}`, signal);
