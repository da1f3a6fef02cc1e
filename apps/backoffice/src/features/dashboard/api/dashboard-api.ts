import { boDashboard } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

export const fetchDashboard = (signal?: AbortSignal) => typedApi.get('/bo/dashboard', { signal, parse: (v) => boDashboard.parse(v) });
