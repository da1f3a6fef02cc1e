import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { i18nReady } from './shared/i18n/i18n-instance';
import { adoptStartLink } from './features/account/components/session/start-link';
import { adoptRememberedSession } from './features/account/components/session/session-store';
import { joinTabSession } from './features/account/components/session/tab-session';
import { watchFocus } from './features/system/components/watch-focus';
import { startInstallableSite } from './pwa/register-service-worker';
import './styles.css';

// The remembered session first, then an open tab's, so a link's code finds it and asks before replacing it.
adoptRememberedSession();
const sessionKnown = joinTabSession().then(adoptStartLink);
watchFocus();
startInstallableSite();

// The first render waits for the start language's catalog (one small chunk), so no key flashes, and
// for the open tabs' session, so a new tab of a signed-in player never flashes the visitor view.
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void Promise.all([i18nReady, sessionKnown]).then(() =>
    root.render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}
