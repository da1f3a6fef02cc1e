import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupI18n } from './shared/i18n/setup-i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the start language's catalogs (one small chunk), so no key flashes.
void setupI18n()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
