import { useSyncExternalStore } from 'react';
import { sessionChangeEvent } from './use-session-token';
import { readFlags, type SessionFlags } from './session-store';

const subscribe = (onChange: () => void) => {
  window.addEventListener(sessionChangeEvent, onChange);
  return () => window.removeEventListener(sessionChangeEvent, onChange);
};

// useSyncExternalStore needs a stable snapshot: re-use the last object while the JSON is the same.
let last: { json: string; flags: SessionFlags } | null = null;
const snapshot = (): SessionFlags => {
  const flags = readFlags();
  const json = JSON.stringify(flags);
  if (last?.json !== json) last = { json, flags };
  return last.flags;
};

/** The member's store flags, re-read on every sign-in, sign-out and flag change of this tab. */
export const useSessionFlags = (): SessionFlags => useSyncExternalStore(subscribe, snapshot, snapshot);
