import type { MemberSession } from '@gp/contracts';
import { readSessionToken, writeSessionToken } from './session-token';
import { tellTabs } from './tab-channel';

/**
 * What the site keeps about a signed-in member besides the token (its store flags),
 * so a route guard can decide synchronously, before any query has answered.
 */
export type SessionFlags = {
  isTrial: boolean;
  isAgent: boolean;
  /** The forced change-password modal stays up until the password is changed or the member signs out. */
  mustChangePassword: boolean;
  /** ISO time of the login before this one, for "previous login" in the user menu. */
  previousLoginAt: string | null;
};

export const noFlags: SessionFlags = { isTrial: false, isAgent: false, mustChangePassword: false, previousLoginAt: null };

/** The store flags a finished login sets. */
export const flagsFromSession = (session: Pick<MemberSession, 'member' | 'mustChangePassword' | 'previousLoginAt'>): SessionFlags => ({
  isTrial: session.member.isTrial,
  isAgent: session.member.isAgent,
  mustChangePassword: session.mustChangePassword || session.member.passwordChangeRequired,
  previousLoginAt: session.previousLoginAt,
});

/** Remember-me: the token in local storage with its expiry (24 hours). */
export type RememberedSession = { token: string; expiresAt: string; flags: SessionFlags };

export const rememberKey = 'token';
const flagsKey = 'memberFlags';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const parse = (raw: string | null): unknown => {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const toFlags = (v: unknown): SessionFlags => {
  if (!isRecord(v)) return noFlags;
  return {
    isTrial: v.isTrial === true,
    isAgent: v.isAgent === true,
    mustChangePassword: v.mustChangePassword === true,
    previousLoginAt: typeof v.previousLoginAt === 'string' ? v.previousLoginAt : null,
  };
};

/** The remembered session if it is well formed and not expired; an expired one is removed. */
export const readRemembered = (store: KeyValueStore, now: number): RememberedSession | null => {
  const raw = store.getItem(rememberKey);
  if (raw === null) return null;
  const value = parse(raw);
  if (!isRecord(value) || typeof value.token !== 'string' || typeof value.expiresAt !== 'string' || value.token === '') {
    store.removeItem(rememberKey);
    return null;
  }
  const expires = Date.parse(value.expiresAt);
  if (!Number.isFinite(expires) || expires <= now) {
    store.removeItem(rememberKey);
    return null;
  }
  return { token: value.token, expiresAt: value.expiresAt, flags: toFlags(value.flags) };
};

export const writeRemembered = (store: KeyValueStore, session: RememberedSession | null): void => {
  if (session === null) store.removeItem(rememberKey);
  else store.setItem(rememberKey, JSON.stringify(session));
};

// Storage can throw (disabled cookies, some private modes): the site then keeps nothing across reloads.
const safe = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

const local = (): KeyValueStore | null => safe(() => window.localStorage, null);
const session = (): KeyValueStore | null => safe(() => window.sessionStorage, null);

export const readFlags = (): SessionFlags => safe(() => toFlags(parse(session()?.getItem(flagsKey) ?? null)), noFlags);

/** Writes the flags (also into the remembered session, if any) and tells readers to re-render. */
export const writeFlags = (flags: SessionFlags): void => {
  safe(() => session()?.setItem(flagsKey, JSON.stringify(flags)), undefined);
  const store = local();
  if (store) {
    const remembered = safe(() => readRemembered(store, Date.now()), null);
    if (remembered) safe(() => writeRemembered(store, { ...remembered, flags }), undefined);
  }
  window.dispatchEvent(new Event('gp:session-change'));
};

/**
 * At start-up (before a link's code is looked at): a tab without a session token takes the remembered
 * one, so remember-me survives closing the browser for its 24 hours.
 */
export const adoptRememberedSession = (): void => {
  if (readSessionToken() !== null) return;
  const store = local();
  if (!store) return;
  const remembered = safe(() => readRemembered(store, Date.now()), null);
  if (!remembered) return;
  safe(() => session()?.setItem(flagsKey, JSON.stringify(remembered.flags)), undefined);
  writeSessionToken(remembered.token);
};

/**
 * A hint (no token) that some tab of this browser is signed in, so a new tab asks the others for the
 * session only when there can be an answer, instead of delaying every visitor's first paint.
 */
export const openSessionKey = 'sessionOpen';

export const markSessionOpen = (open: boolean): void => {
  const store = local();
  if (store) safe(() => (open ? store.setItem(openSessionKey, '1') : store.removeItem(openSessionKey)), undefined);
};

export const sessionMayBeOpen = (): boolean => safe(() => local()?.getItem(openSessionKey) === '1', false);

/** Takes another tab's session into this one (session storage only): nothing is told to the tabs again. */
export const adoptToken = (token: string, flags: SessionFlags): void => {
  safe(() => session()?.setItem(flagsKey, JSON.stringify(flags)), undefined);
  writeSessionToken(token);
};

/** Another tab ended this session: forget it here (that tab has cleared the shared storage). */
export const forgetInThisTab = (): void => {
  safe(() => session()?.removeItem(flagsKey), undefined);
  writeSessionToken(null);
};

const keep = (input: { token: string; expiresAt: string; remember: boolean; flags: SessionFlags }): void => {
  const store = local();
  if (store) safe(() => writeRemembered(store, input.remember ? { token: input.token, expiresAt: input.expiresAt, flags: input.flags } : null), undefined);
  markSessionOpen(true);
  adoptToken(input.token, input.flags);
};

/**
 * Signs this tab in: token in session storage, and in local storage too with remember-me; the
 * site's other tabs without a session take it too.
 */
export const storeSession = (input: { token: string; expiresAt: string; remember: boolean; flags: SessionFlags }): void => {
  keep(input);
  tellTabs({ type: 'share', token: input.token, flags: input.flags });
};

/** A new token for the same session (after a password change); remember-me stays as it was, and the other tabs swap too. */
export const replaceToken = (token: string, expiresAt: string, flags: SessionFlags): void => {
  const store = local();
  const remembered = store ? safe(() => readRemembered(store, Date.now()), null) : null;
  const previous = readSessionToken();
  keep({ token, expiresAt, remember: remembered !== null, flags });
  if (previous !== null && previous !== token) tellTabs({ type: 'replaced', previous, token, flags });
};

/** Signs out locally: token, remembered session and flags, here and in every tab of the same session. */
export const clearSession = (): void => {
  const previous = readSessionToken();
  const store = local();
  if (store) safe(() => writeRemembered(store, null), undefined);
  markSessionOpen(false);
  forgetInThisTab();
  if (previous !== null) tellTabs({ type: 'signedOut', token: previous });
};
