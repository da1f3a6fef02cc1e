import { boLoyaltyCostReport } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

/** Empty ends: the server's default period (the last 7 business days). */
export type LoyaltyCostFilter = { from: string; to: string };

const costQuery = (filter: LoyaltyCostFilter) => ({ ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) });

export const fetchLoyaltyCost = (filter: LoyaltyCostFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/loyalty/cost', { params: { query: costQuery(filter) }, signal, parse: (v) => boLoyaltyCostReport.parse(v) });

export const fetchLoyaltyCostCsv = async (filter: LoyaltyCostFilter): Promise<Blob> =>
  (await typedApi.blob('/bo/loyalty/cost.csv', { params: { query: costQuery(filter) } })).blob;

export const loyaltyCostKeys = { report: (filter: LoyaltyCostFilter) => ['loyalty-cost', filter] as const };
