import { queryOptions } from '@tanstack/react-query';
import { envelopeOpenResult, envelopeRainList } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { envelopeKeys } from '../queries/keys';

/** The rains open now for the member; refreshed each minute while a page shows them. */
export const openRainsQuery = (token: string | null) =>
  queryOptions({
    queryKey: envelopeKeys.open(token),
    queryFn: ({ signal }) => api.get('/wps/loyalty/envelopes', { signal, parse: (v) => envelopeRainList.parse(v) }),
    enabled: token !== null,
    refetchInterval: 60_000,
  });

export const openEnvelope = (rainId: number) => api.post('/wps/loyalty/envelopes/open', { body: { rainId }, parse: (v) => envelopeOpenResult.parse(v) });
