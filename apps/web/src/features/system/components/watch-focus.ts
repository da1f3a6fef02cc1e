import { focusManager } from '@tanstack/react-query';

/**
 * TanStack Query only watches `visibilitychange`, which misses a window that regains focus
 * without having been hidden (another app was in front). Listening to `focus` as well makes the
 * status re-check run in both cases; back-to-back triggers collapse into one request.
 */
export const watchFocus = (): void => {
  focusManager.setEventListener((onFocus) => {
    const handle = () => onFocus();
    window.addEventListener('visibilitychange', handle);
    window.addEventListener('focus', handle);
    return () => {
      window.removeEventListener('visibilitychange', handle);
      window.removeEventListener('focus', handle);
    };
  });
};
