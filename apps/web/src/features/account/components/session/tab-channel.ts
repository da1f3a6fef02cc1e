import type { TabMessage } from './tab-session-messages';

// One channel per tab, opened on first use; a browser without BroadcastChannel keeps tabs apart
// (sign-out still reaches them through the storage event on the remembered session).
let channel: BroadcastChannel | null | undefined;

export const tabChannel = (): BroadcastChannel | null => {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('gp-session') : null;
  } catch {
    channel = null;
  }
  return channel;
};

/** Tells the site's other tabs (never this one) about the session. */
export const tellTabs = (message: TabMessage): void => {
  try {
    tabChannel()?.postMessage(message);
  } catch {
    // A closed channel (the page is going away): nothing left to tell.
  }
};
