import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n-instance';
import { LanguageDirection } from '../shared/i18n/language-direction';
import { StatusGate } from '../features/system/components/status-gate';

export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <LanguageDirection>
        <StatusGate />
      </LanguageDirection>
    </I18nextProvider>
  </QueryClientProvider>
);
