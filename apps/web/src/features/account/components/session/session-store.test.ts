import { describe, expect, it } from 'vitest';
import { flagsFromSession, noFlags, readRemembered, rememberKey, toFlags, writeRemembered } from './session-store';

const memoryStore = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

const now = Date.parse('2026-05-01T12:00:00Z');
const flags = { isTrial: false, isAgent: true, mustChangePassword: false, previousLoginAt: '2026-04-30T08:00:00Z' };

describe('remembered session', () => {
  it('round-trips a session that has not expired', () => {
    const store = memoryStore();
    writeRemembered(store, { token: 'abc', expiresAt: '2026-05-02T12:00:00Z', flags });
    expect(readRemembered(store, now)).toEqual({ token: 'abc', expiresAt: '2026-05-02T12:00:00Z', flags });
  });

  it('drops an expired session from storage', () => {
    const store = memoryStore();
    writeRemembered(store, { token: 'abc', expiresAt: '2026-05-01T11:59:59Z', flags });
    expect(readRemembered(store, now)).toBeNull();
    expect(store.map.has(rememberKey)).toBe(false);
  });

  it('drops garbage and keeps an empty store empty', () => {
    const store = memoryStore();
    expect(readRemembered(store, now)).toBeNull();
    store.setItem(rememberKey, '{not json');
    expect(readRemembered(store, now)).toBeNull();
    expect(store.map.has(rememberKey)).toBe(false);
    store.setItem(rememberKey, JSON.stringify({ token: '', expiresAt: '2030-01-01T00:00:00Z' }));
    expect(readRemembered(store, now)).toBeNull();
  });

  it('reads a session without flags as a plain member', () => {
    const store = memoryStore();
    store.setItem(rememberKey, JSON.stringify({ token: 't', expiresAt: '2026-05-02T00:00:00Z' }));
    expect(readRemembered(store, now)?.flags).toEqual(noFlags);
  });

  it('forgets the session when written null', () => {
    const store = memoryStore();
    writeRemembered(store, { token: 'abc', expiresAt: '2026-05-02T12:00:00Z', flags });
    writeRemembered(store, null);
    expect(readRemembered(store, now)).toBeNull();
  });
});

describe('flags', () => {
  it('accept only booleans and strings of the right kind', () => {
    expect(toFlags({ isTrial: 'yes', isAgent: 1, mustChangePassword: true, previousLoginAt: 5 })).toEqual({ ...noFlags, mustChangePassword: true });
    expect(toFlags(null)).toEqual(noFlags);
  });

  it('come from a finished login: trial, agent, forced change and previous login', () => {
    const member = {
      id: 1,
      account: 'a',
      nickname: null,
      type: 4,
      isLogin: true as const,
      isAgent: false,
      isTrial: true,
      firstTimeLogin: true,
      currencySymbol: '₹',
      currency: 'INR',
      language: null,
      showSideMenu: true,
      lastLoginAt: null,
      passwordChangeRequired: false,
    };
    expect(flagsFromSession({ member, mustChangePassword: true, previousLoginAt: null })).toEqual({
      isTrial: true,
      isAgent: false,
      mustChangePassword: true,
      previousLoginAt: null,
    });
    // A password an agent or staff set must be changed, whatever the sign-in method.
    expect(flagsFromSession({ member: { ...member, passwordChangeRequired: true }, mustChangePassword: false, previousLoginAt: null }).mustChangePassword).toBe(
      true,
    );
  });
});
