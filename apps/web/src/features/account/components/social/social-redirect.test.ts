import { describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  randomValue,
  readSocialCallback,
  savePendingLogin,
  socialRedirectUri,
  takePendingLogin,
  type PendingSocialLogin,
} from './social-redirect';

const pending: PendingSocialLogin = { providerId: 'acme', providerName: 'Acme ID', state: 'state-1', nonce: 'nonce-1', nonceKey: 'key-of-nonce-1' };

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('authorizationUrl', () => {
  it('asks for an ID token only, with our client, callback, state and nonce, keeping the endpoint query', () => {
    const url = new URL(
      authorizationUrl(
        { clientId: 'site client', authorizationEndpoint: 'https://id.example.com/authorize?tenant=7' },
        socialRedirectUri('https://play.example.com'),
        's',
        'n',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://id.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: '7',
      response_type: 'id_token',
      scope: 'openid',
      client_id: 'site client',
      redirect_uri: 'https://play.example.com/socialCallback',
      state: 's',
      nonce: 'n',
    });
  });

  it('draws a fresh random value each time', () => {
    const a = randomValue();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomValue()).not.toBe(a);
  });
});

describe('pending sign-in', () => {
  it('is read once', () => {
    const store = memoryStore();
    savePendingLogin(store, pending);
    expect(takePendingLogin(store)).toEqual(pending);
    expect(takePendingLogin(store)).toBeNull();
  });

  it('ignores something that is not a pending sign-in', () => {
    const store = memoryStore();
    store.setItem('gp.socialLogin', '{"providerId":1}');
    expect(takePendingLogin(store)).toBeNull();
    // One saved before the server issued nonces has no key to spend it with.
    store.setItem('gp.socialLogin', JSON.stringify({ providerId: 'acme', providerName: 'Acme ID', state: 's', nonce: 'n' }));
    expect(takePendingLogin(store)).toBeNull();
    store.setItem('gp.socialLogin', 'not json');
    expect(takePendingLogin(store)).toBeNull();
  });
});

describe('readSocialCallback', () => {
  const idToken = token({ sub: 'x', nonce: 'nonce-1' });

  it('takes the ID token, with the key that spends its nonce, when state and nonce match', () => {
    expect(readSocialCallback(`#id_token=${idToken}&state=state-1`, pending)).toEqual({
      ok: true,
      providerId: 'acme',
      providerName: 'Acme ID',
      idToken,
      nonceKey: 'key-of-nonce-1',
    });
    expect(readSocialCallback(`state=state-1&id_token=${idToken}`, pending)).toMatchObject({ ok: true });
  });

  it('refuses another state, a missing token, another nonce or no pending request', () => {
    expect(readSocialCallback(`#id_token=${idToken}&state=forged`, pending)).toEqual({ ok: false, reason: 'mismatch' });
    expect(readSocialCallback('#state=state-1', pending)).toEqual({ ok: false, reason: 'mismatch' });
    expect(readSocialCallback(`#id_token=${token({ sub: 'x', nonce: 'other' })}&state=state-1`, pending)).toEqual({ ok: false, reason: 'mismatch' });
    expect(readSocialCallback(`#id_token=${token({ sub: 'x' })}&state=state-1`, pending)).toEqual({ ok: false, reason: 'mismatch' });
    expect(readSocialCallback(`#id_token=${idToken}&state=state-1`, null)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it("reports the provider's own error", () => {
    expect(readSocialCallback('#error=access_denied&state=state-1', pending)).toEqual({ ok: false, reason: 'provider' });
  });
});
