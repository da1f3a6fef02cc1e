import { useSyncExternalStore } from 'react';

/** Wide screens show the slip as a side panel; phones as a bottom sheet. Tailwind's lg breakpoint. */
const query = '(min-width: 64rem)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const useWide = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
