import { catchInstallPrompt } from './install-prompt';

/**
 * Registers /sw.js once the page has loaded and the main thread is idle, so the first screen never
 * waits for it. Only the built site has a worker: the Vite dev server serves none.
 */
export const startInstallableSite = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  catchInstallPrompt();
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked storage): the site works as before, only not offline.
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
