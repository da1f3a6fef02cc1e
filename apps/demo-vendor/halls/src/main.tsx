import { applyTheme } from '@gp/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readBoot } from './boot';
import { gameModuleFor } from './games/registry';
import { loadShellCatalog, shellEnglish } from './i18n/load-catalog';
import { directionOf } from './i18n/text';
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

const module = gameModuleFor(boot.game.engine);
const container = document.getElementById('root');

// The first render waits for the language's catalogs (the shell's and the game's), so no English flashes.
if (module && container) {
  void Promise.all([loadShellCatalog(boot.language), module.loadCatalog(boot.language), module.loadCatalog('en')]).then(([shell, game, gameEnglish]) => {
    createRoot(container).render(
      <StrictMode>
        <App boot={boot} module={module} catalog={{ ...shell, ...game }} english={{ ...shellEnglish, ...gameEnglish }} />
      </StrictMode>,
    );
  });
}
