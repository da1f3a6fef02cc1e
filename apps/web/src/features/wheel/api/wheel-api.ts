import { queryOptions } from '@tanstack/react-query';
import { wheelSpinHistory, wheelSpinResult, wheelState } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { wheelKeys } from '../queries/keys';

/** Tickets left and the prize table with its odds; only a real member's token asks. */
export const wheelStateQuery = (token: string | null) =>
  queryOptions({
    queryKey: wheelKeys.state(token),
    queryFn: ({ signal }) => api.get('/wps/loyalty/wheel', { signal, parse: (v) => wheelState.parse(v) }),
    enabled: token !== null,
  });

export const wheelSpinsQuery = (token: string | null) =>
  queryOptions({
    queryKey: wheelKeys.spins(token),
    queryFn: ({ signal }) => api.get('/wps/loyalty/wheel/spins', { signal, parse: (v) => wheelSpinHistory.parse(v) }),
    enabled: token !== null,
  });

/** One spin; the key makes a retried request answer the first spin. */
export const spinWheel = (clientKey: string) => api.post('/wps/loyalty/wheel/spin', { body: { clientKey }, parse: (v) => wheelSpinResult.parse(v) });
