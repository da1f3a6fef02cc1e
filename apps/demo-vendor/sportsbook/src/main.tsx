import { QueryClient } from '@tanstack/react-query';
import { applyTheme } from '@gp/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readBoot } from './boot';
import { directionOf } from './i18n/locale';
import { englishCatalog, loadCatalog } from './i18n/load-catalog';
import './styles.css';

const boot = readBoot();
const root = document.documentElement;
root.lang = boot.language;
root.dir = directionOf(boot.language);

// The platform's theme when the launch passed one; else the device's, followed as it changes.
if (boot.theme) applyTheme(boot.theme);
else {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  applyTheme(dark.matches ? 'dark' : 'light');
  dark.addEventListener('change', (event) => applyTheme(event.matches ? 'dark' : 'light'));
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 1_000 } } });

// The first render waits for the language's catalog (one small chunk), so no English flashes.
void loadCatalog(boot.language).then((catalog) => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App boot={boot} catalog={catalog} english={englishCatalog} queryClient={queryClient} />
    </StrictMode>,
  );
});
