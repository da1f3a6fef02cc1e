import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { shouldRetry } from './should-retry';
import { systemKeys } from '../features/system/queries/keys';

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry } },
    queryCache: new QueryCache({
      onError: (error) => {
        // Any call refused for maintenance or region means the status changed under us: re-check
        // it now so the gate switches screens without waiting for the next 60 s tick.
        if (isApiError(error) && (error.code === 'MAINTENANCE' || error.code === 'REGION_RESTRICTED')) {
          void client.invalidateQueries({ queryKey: systemKeys.status });
        }
      },
    }),
  });
  return client;
};
