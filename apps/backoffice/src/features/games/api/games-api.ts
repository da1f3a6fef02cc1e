import {
  boAdjustShortfallPage,
  boGameVendor,
  boGameVendorList,
  boGameVendorSecret,
  boGgrReport,
  boRoundDetail,
  boRoundSearchResult,
  type BoGameVendorUpdate,
  type RoundSearchKind,
} from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

const roundPageSize = 20;

export const fetchGameVendors = (signal?: AbortSignal) => typedApi.get('/bo/games/vendors', { signal, parse: (v) => boGameVendorList.parse(v) });

export const updateGameVendor = (id: number, body: BoGameVendorUpdate) =>
  typedApi.patch('/bo/games/vendors/{id}', { params: { path: { id } }, body, parse: (v) => boGameVendor.parse(v) });

export const createVendorCredentials = (id: number) =>
  typedApi.post('/bo/games/vendors/{id}/credentials', { params: { path: { id } }, body: {}, parse: (v) => boGameVendorSecret.parse(v) });

export const rotateVendorSecret = (id: number) =>
  typedApi.post('/bo/games/vendors/{id}/rotate-secret', { params: { path: { id } }, parse: (v) => boGameVendorSecret.parse(v) });

export type RoundSearch = { kind: RoundSearchKind; q: string };

export const searchRounds = (search: RoundSearch, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/games/rounds', {
    params: { query: { kind: search.kind, q: search.q.trim(), pageNo, pageSize: roundPageSize } },
    signal,
    parse: (v) => boRoundSearchResult.parse(v),
  });

export const fetchRound = (id: number, signal?: AbortSignal) =>
  typedApi.get('/bo/games/rounds/{id}', { params: { path: { id } }, signal, parse: (v) => boRoundDetail.parse(v) });

export type GgrFilter = { from: string; to: string; vendorCode: string };

// An empty vendor code means every vendor; the client leaves empty values out of the query.
const ggrQuery = (filter: GgrFilter) => ({ from: filter.from, to: filter.to, vendorCode: filter.vendorCode });

export const fetchGgr = (filter: GgrFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/games/ggr', { params: { query: ggrQuery(filter) }, signal, parse: (v) => boGgrReport.parse(v) });

/** The CSV with the staff token (a plain link would carry none). */
export const fetchGgrCsv = async (filter: GgrFilter): Promise<Blob> => (await typedApi.blob('/bo/games/ggr.csv', { params: { query: ggrQuery(filter) } })).blob;

export type ShortfallFilter = { vendorCode: string; account: string };

/** Adjust debits the balance could not cover, newest first; empty filters are left out. */
export const fetchAdjustShortfalls = (filter: ShortfallFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/games/adjust-shortfalls', {
    params: {
      query: {
        ...(filter.vendorCode.trim() === '' ? {} : { vendorCode: filter.vendorCode.trim() }),
        ...(filter.account.trim() === '' ? {} : { account: filter.account.trim() }),
        pageNo,
        pageSize: roundPageSize,
      },
    },
    signal,
    parse: (v) => boAdjustShortfallPage.parse(v),
  });
