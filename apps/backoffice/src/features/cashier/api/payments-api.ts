import {
  boDeposit,
  boDepositPage,
  boPaymentMethod,
  boPaymentMethodList,
  type BoPaymentMethodCreate,
  type BoPaymentMethodUpdate,
  type DepositStatus,
} from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

const depositPageSize = 20;

export const fetchPaymentMethods = (signal?: AbortSignal) => typedApi.get('/bo/payment-methods', { signal, parse: (v) => boPaymentMethodList.parse(v) });

export const createPaymentMethod = (body: BoPaymentMethodCreate) => typedApi.post('/bo/payment-methods', { body, parse: (v) => boPaymentMethod.parse(v) });

export const updatePaymentMethod = (id: number, patch: BoPaymentMethodUpdate) =>
  typedApi.patch('/bo/payment-methods/{id}', { params: { path: { id } }, body: patch, parse: (v) => boPaymentMethod.parse(v) });

export type DepositFilters = { status: DepositStatus | ''; account: string };

export const fetchDeposits = (filters: DepositFilters, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/deposits', {
    params: { query: { status: filters.status || undefined, account: filters.account.trim(), pageNo, pageSize: depositPageSize } },
    signal,
    parse: (v) => boDepositPage.parse(v),
  });

export const confirmDeposit = (id: number) =>
  typedApi.post('/bo/deposits/{id}/confirm', { params: { path: { id } }, body: {}, parse: (v) => boDeposit.parse(v) });

export const rejectDeposit = (id: number, reason: string) =>
  typedApi.post('/bo/deposits/{id}/reject', { params: { path: { id } }, body: { reason }, parse: (v) => boDeposit.parse(v) });

/** A proof image needs the staff token, so it is fetched and shown from an object URL. */
export const fetchDepositProof = async (id: number, index: number, signal?: AbortSignal): Promise<Blob> =>
  (await typedApi.blob('/bo/deposits/{id}/proofs/{index}', { params: { path: { id, index } }, signal })).blob;
