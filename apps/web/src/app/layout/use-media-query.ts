import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem): the top navigation and the side menu show from here. */
export const desktopQuery = '(min-width: 64rem)';

/** Whether a media query matches now, re-read when it changes (a resize, a rotation). */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};
