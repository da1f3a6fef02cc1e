import { boEnvelopeRainPage, boEnvelopeRainRow, boEnvelopeSettings, type BoEnvelopeRainRequest } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchRains = (pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/loyalty/envelopes', { params: { query: { pageNo, pageSize: 20 } }, signal, parse: (v) => boEnvelopeRainPage.parse(v) });

export const createRain = (body: BoEnvelopeRainRequest) => typedApi.post('/bo/loyalty/envelopes', { body, parse: (v) => boEnvelopeRainRow.parse(v) });

export const cancelRain = (id: number) => typedApi.post('/bo/loyalty/envelopes/{id}/cancel', { params: { path: { id } }, parse: () => null });

export const fetchEnvelopeSettings = (signal?: AbortSignal) =>
  typedApi.get('/bo/loyalty/envelopes/settings', { signal, parse: (v) => boEnvelopeSettings.parse(v) });

export const saveEnvelopeSettings = (promotionId: number | null) =>
  typedApi.put('/bo/loyalty/envelopes/settings', { body: { promotionId }, parse: (v) => boEnvelopeSettings.parse(v) });

export const envelopeKeys = {
  all: ['envelopes'] as const,
  rains: (pageNo: number) => ['envelopes', 'rains', pageNo] as const,
  settings: ['envelopes', 'settings'] as const,
};
