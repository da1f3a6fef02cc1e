import { useSyncExternalStore } from 'react';
import { isApiError } from '../../../../api/api-error';
import { exchangeLinkCode } from '../../api/session-api';
import { flagsFromSession, storeSession } from './session-store';
import { i18n } from '../../../../shared/i18n/i18n-instance';
import { readSessionToken } from './session-token';
import { takeStartToken } from './take-start-token';

/** `asking`: a link's code waiting for the player's answer; `failure`: why a code was not used. */
export type StartLinkState = { asking: string | null; failure: string | null };

// Only in memory: the code never goes to storage, and a reload after the strip finds nothing to redo.
let state: StartLinkState = { asking: null, failure: null };
const listeners = new Set<() => void>();
const set = (next: StartLinkState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const linkFailureMessage = (error: unknown): string => (isApiError(error) ? error.message : i18n.t('common:serviceUnreachable'));

const signInByLink = async (code: string): Promise<void> => {
  try {
    const session = await exchangeLinkCode(code);
    storeSession({ token: session.token, expiresAt: session.expiresAt, remember: false, flags: flagsFromSession(session) });
  } catch (error) {
    set({ asking: null, failure: linkFailureMessage(error) });
  }
};

/**
 * At start-up, after the remembered session is adopted: takes a link's `token` out of the address
 * bar; with nobody signed in here the code is traded at once, otherwise StartLinkPrompt asks first.
 */
export const adoptStartLink = (): void => {
  const { code, action, cleanUrl } = takeStartToken(window.location.href, readSessionToken());
  if (cleanUrl !== null) window.history.replaceState(window.history.state, '', cleanUrl);
  if (code === null) return;
  if (action === 'exchange') void signInByLink(code);
  if (action === 'ask') set({ asking: code, failure: null });
};

export const settleStartLink = (failure: string | null = null): void => set({ asking: null, failure });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useStartLink = (): StartLinkState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
