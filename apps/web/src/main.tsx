import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { i18nReady } from './i18n/i18n-instance';
import { adoptStartToken } from './session/session-token';
import { adoptRememberedSession } from './account/session/session-store';
import { watchFocus } from './system/watch-focus';
import './styles.css';

// Before the first request, so every call already carries a token that came in the launch link.
adoptStartToken();
adoptRememberedSession();
watchFocus();

// The first render waits for the start language's catalog (one small chunk), so no key flashes.
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void i18nReady.then(() =>
    root.render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}
