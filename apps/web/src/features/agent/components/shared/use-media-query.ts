import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it changes. For layouts that must render
 * one variant only (a table or a card list), so test ids and screen readers meet each row once.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
