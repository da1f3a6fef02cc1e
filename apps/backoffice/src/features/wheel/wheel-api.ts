import {
  boTicketGrantResult,
  boWheelSettings,
  boWheelSpinPage,
  wheelTableView,
  type BoTicketGrantRequest,
  type BoWheelSettingsRequest,
  type BoWheelTableRequest,
} from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchWheelSettings = (signal?: AbortSignal) => typedApi.get('/bo/loyalty/wheel', { signal, parse: (v) => boWheelSettings.parse(v) });

export const saveWheelSettings = (body: BoWheelSettingsRequest) => typedApi.put('/bo/loyalty/wheel/settings', { body, parse: (v) => boWheelSettings.parse(v) });

export const publishWheelTable = (body: BoWheelTableRequest) => typedApi.post('/bo/loyalty/wheel/table', { body, parse: (v) => wheelTableView.parse(v) });

export const grantTickets = (body: BoTicketGrantRequest) => typedApi.post('/bo/loyalty/wheel/tickets', { body, parse: (v) => boTicketGrantResult.parse(v) });

export const fetchWheelSpins = (filter: { pageNo: number; account: string }, signal?: AbortSignal) =>
  typedApi.get('/bo/loyalty/wheel/spins', {
    params: { query: { pageNo: filter.pageNo, pageSize: 20, ...(filter.account.trim() ? { account: filter.account.trim() } : {}) } },
    signal,
    parse: (v) => boWheelSpinPage.parse(v),
  });

export const wheelKeys = {
  settings: ['wheel', 'settings'] as const,
  spins: (filter: { pageNo: number; account: string }) => ['wheel', 'spins', filter] as const,
};
