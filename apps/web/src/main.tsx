import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { adoptStartToken } from './session/session-token';
import { watchFocus } from './system/watch-focus';
import './styles.css';

// Before the first request, so every call already carries a token that came in the launch link.
adoptStartToken();
watchFocus();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
