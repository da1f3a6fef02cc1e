import { readSessionToken } from './session-token';
import { adoptToken, forgetInThisTab, markSessionOpen, readFlags, rememberKey, sessionMayBeOpen } from './session-store';
import { tabChannel, tellTabs } from './tab-channel';
import { reactTo, toTabMessage } from './tab-session-messages';

/*
 * How long a signed-in session reaches across tabs. The token lives in this tab's session storage;
 * with remember-me (24 hours) also in local storage, which every new tab and a restarted browser
 * adopt at start-up. Without remember-me the big casino sites keep players signed in in every tab of
 * the browser (a session cookie), and players expect a link opened in a new tab or a bookmark to find
 * them signed in. We give the same: a new tab asks the open tabs for the session over a
 * BroadcastChannel (same origin only) and takes it. Unlike a session cookie the token is never
 * written to disk and never sent to the server by itself: once the last tab of the site is closed, a
 * session without remember-me is over on this device (the server's idle limit ends it there). The
 * token never goes into a URL, a log or a cookie. Signing out (or a 401) ends it in every tab of that
 * session: the channel's `signedOut`, and the storage event on the remembered session as a fallback.
 */

/** The longest a new tab waits for an open tab's answer before it shows itself as a visitor. */
const answerWaitMs = 300;

const onMessage = (data: unknown): void => {
  const message = toTabMessage(data);
  if (!message) return;
  const own = readSessionToken();
  const reaction = reactTo(message, own);
  if (reaction.kind === 'answer' && own !== null) tellTabs({ type: 'share', token: own, flags: readFlags() });
  if (reaction.kind === 'adopt') adoptToken(reaction.token, reaction.flags);
  if (reaction.kind === 'clear') forgetInThisTab();
};

/** The remembered session removed elsewhere (a sign-out in a browser without BroadcastChannel). */
const onStorage = (event: StorageEvent): void => {
  if (event.key !== rememberKey || event.newValue !== null || event.oldValue === null) return;
  const own = readSessionToken();
  try {
    const old = JSON.parse(event.oldValue) as { token?: unknown };
    if (own !== null && old.token === own) forgetInThisTab();
  } catch {
    // Not ours to read: nothing to do.
  }
};

/**
 * At start-up, after the remembered session is adopted and before a link's code is looked at:
 * listens to the other tabs, and a tab without a session asks them for theirs when one may be open.
 * Resolves once this tab knows (at most `answerWaitMs` later).
 */
export const joinTabSession = (): Promise<void> => {
  const channel = tabChannel();
  window.addEventListener('storage', onStorage);
  if (!channel) return Promise.resolve();
  channel.addEventListener('message', (event: MessageEvent<unknown>) => onMessage(event.data));
  if (readSessionToken() !== null) {
    markSessionOpen(true);
    return Promise.resolve();
  }
  if (!sessionMayBeOpen()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('gp:session-change', onChange);
      resolve();
    };
    const onChange = () => {
      if (readSessionToken() !== null) done();
    };
    // No answer: the hint was left by a browser closed while signed in; it is dropped so the next tab does not wait.
    const timer = window.setTimeout(() => {
      if (readSessionToken() === null) markSessionOpen(false);
      done();
    }, answerWaitMs);
    window.addEventListener('gp:session-change', onChange);
    tellTabs({ type: 'ask' });
  });
};
