import { useSyncExternalStore } from 'react';

/**
 * Whether the "needs a real account" dialog is open (a trial member who
 * tries a game, a favourite or a member page). A tiny store rather than state, so the route guard,
 * which runs outside React, can open it.
 */
let open = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
};

export const openRealAccountDialog = (): void => set(true);
export const closeRealAccountDialog = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRealAccountDialogOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
