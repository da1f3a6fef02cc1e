import { DirectionProvider } from '@gp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../shared/http/api-error';
import { onSessionLost } from '../shared/http/session-lost';
import { clearToken } from '../shared/http/token-store';
import { useUiLanguage } from '../shared/i18n/use-ui-language';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves; only network trouble and 5xx are worth one more try.
      retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

export const App = () => {
  const { tag, dir } = useUiLanguage();

  useEffect(
    () =>
      onSessionLost(() => {
        clearToken();
        queryClient.clear();
        void router.navigate({ to: '/sign-in', search: { reason: 'expired' } });
      }),
    [],
  );

  return (
    <DirectionProvider lang={tag} dir={dir}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </DirectionProvider>
  );
};
