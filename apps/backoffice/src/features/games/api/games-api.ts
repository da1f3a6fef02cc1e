import {
  boGameVendor,
  boGameVendorList,
  boGameVendorSecret,
  boGgrReport,
  boRoundDetail,
  boRoundSearchResult,
  type BoGameVendorUpdate,
  type RoundSearchKind,
} from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';
import { fetchBlob } from '../../../shared/http/request-blob';

const roundPageSize = 20;

export const fetchGameVendors = (signal?: AbortSignal) => apiRequest('/bo/games/vendors', { schema: boGameVendorList, signal });

export const updateGameVendor = (id: number, body: BoGameVendorUpdate) =>
  apiRequest(`/bo/games/vendors/${id}`, { method: 'PATCH', body, schema: boGameVendor });

export const createVendorCredentials = (id: number) =>
  apiRequest(`/bo/games/vendors/${id}/credentials`, { method: 'POST', body: {}, schema: boGameVendorSecret });

export const rotateVendorSecret = (id: number) => apiRequest(`/bo/games/vendors/${id}/rotate-secret`, { method: 'POST', schema: boGameVendorSecret });

export type RoundSearch = { kind: RoundSearchKind; q: string };

export const searchRounds = (search: RoundSearch, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/games/rounds', { schema: boRoundSearchResult, signal, query: { kind: search.kind, q: search.q.trim(), pageNo, pageSize: roundPageSize } });

export const fetchRound = (id: number, signal?: AbortSignal) => apiRequest(`/bo/games/rounds/${id}`, { schema: boRoundDetail, signal });

export type GgrFilter = { from: string; to: string; vendorCode: string };

const ggrQuery = (filter: GgrFilter) => ({ from: filter.from, to: filter.to, vendorCode: filter.vendorCode || undefined });

export const fetchGgr = (filter: GgrFilter, signal?: AbortSignal) => apiRequest('/bo/games/ggr', { schema: boGgrReport, signal, query: ggrQuery(filter) });

/** The CSV with the staff token (a plain link would carry none). */
export const fetchGgrCsv = (filter: GgrFilter) => {
  const params = new URLSearchParams(Object.entries(ggrQuery(filter)).filter((e): e is [string, string] => e[1] !== undefined));
  return fetchBlob(`/bo/games/ggr.csv?${params.toString()}`);
};
