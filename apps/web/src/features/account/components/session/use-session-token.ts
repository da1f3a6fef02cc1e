import { useSyncExternalStore } from 'react';
import { readSessionToken } from './session-token';

export const sessionChangeEvent = 'gp:session-change';

const subscribe = (onChange: () => void) => {
  window.addEventListener(sessionChangeEvent, onChange);
  // Another tab never shares sessionStorage, so only this tab's own changes matter.
  return () => window.removeEventListener(sessionChangeEvent, onChange);
};

/** The session token, re-read whenever this tab signs in or out. */
export const useSessionToken = (): string | null => useSyncExternalStore(subscribe, readSessionToken, () => null);

export const useLoggedIn = (): boolean => useSessionToken() !== null;
