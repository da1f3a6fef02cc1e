import { useSyncExternalStore } from 'react';

const hideKey = 'hideBalance';

const read = (): boolean => {
  try {
    return localStorage.getItem(hideKey) === '1';
  } catch {
    return false;
  }
};

// The header's hide toggle keeps its choice in localStorage and its own state only. A change in this
// tab fires no storage event, so the choice is read again after every click and key press (the
// toggle's handler has run by then), and after a change in another tab.
const events = ['click', 'keyup', 'storage'] as const;

const subscribe = (onChange: () => void) => {
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
};

/** Whether the member chose to hide the balance (stars instead of the amount). */
export const useBalanceHidden = (): boolean => useSyncExternalStore(subscribe, read, () => false);
