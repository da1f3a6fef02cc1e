import { boPointAccrualRunResult, boPointRates, type BoPointRatesUpdate } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchPointRates = (signal?: AbortSignal) => typedApi.get('/bo/loyalty/point-rates', { signal, parse: (v) => boPointRates.parse(v) });

export const savePointRates = (body: BoPointRatesUpdate) => typedApi.put('/bo/loyalty/point-rates', { body, parse: (v) => boPointRates.parse(v) });

export const runPointAccrual = () => typedApi.post('/bo/loyalty/point-accrual/run', { parse: (v) => boPointAccrualRunResult.parse(v) });

export const loyaltyPointsKeys = {
  rates: ['loyalty-points', 'rates'] as const,
};
