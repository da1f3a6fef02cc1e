/**
 * What the login modal keeps for the callback: which provider was asked, the values it must echo
 * (`nonce` is the server's), and `nonceKey`, which only this tab knows and the server needs with
 * the ID token to accept its nonce.
 */
export type PendingSocialLogin = { providerId: string; providerName: string; state: string; nonce: string; nonceKey: string };

export type StartableProvider = { clientId: string; authorizationEndpoint: string };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const pendingKey = 'gp.socialLogin';

/** The callback route the provider sends the player back to; it must be registered at the provider. */
export const socialRedirectUri = (origin: string): string => `${origin}/socialCallback`;

/** 128 random bits, URL-safe: the state of one sign-in. */
export const randomValue = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The OpenID Connect implicit-flow request (Core 1.0 section 3.2.2.1): only an ID token, returned in
 * the URL fragment, so the server never sees the provider's secrets and the page needs no backend hop.
 */
export const authorizationUrl = (provider: StartableProvider, redirectUri: string, state: string, nonce: string): string => {
  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  return url.toString();
};

export const savePendingLogin = (store: KeyValueStore, pending: PendingSocialLogin): void => store.setItem(pendingKey, JSON.stringify(pending));

const isPending = (value: unknown): value is PendingSocialLogin => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.providerId === 'string' &&
    typeof v.providerName === 'string' &&
    typeof v.state === 'string' &&
    typeof v.nonce === 'string' &&
    typeof v.nonceKey === 'string'
  );
};

/** Reads and forgets the pending sign-in, so one provider answer is used once. */
export const takePendingLogin = (store: KeyValueStore): PendingSocialLogin | null => {
  const raw = store.getItem(pendingKey);
  store.removeItem(pendingKey);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
};

/** The `nonce` claim of an ID token, read without checking the signature (the server checks that). */
const nonceOf = (idToken: string): string | null => {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null) return null;
    const { nonce } = claims as Record<string, unknown>;
    return typeof nonce === 'string' ? nonce : null;
  } catch {
    return null;
  }
};

export type SocialCallback =
  | { ok: true; providerId: string; providerName: string; idToken: string; nonceKey: string }
  /** `provider`: the provider answered with an error (e.g. the player cancelled); `mismatch`: not the answer to our request. */
  | { ok: false; reason: 'provider' | 'mismatch' };

/**
 * The provider's answer in the URL fragment, checked against the pending request: the state must
 * match (no forged callback) and so must the token's nonce (no token from another sign-in; the
 * server checks it again, spends it, and accepts a token once).
 */
export const readSocialCallback = (fragment: string, pending: PendingSocialLogin | null): SocialCallback => {
  const params = new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
  if (params.has('error')) return { ok: false, reason: 'provider' };
  const idToken = params.get('id_token');
  if (!pending || !idToken || params.get('state') !== pending.state) return { ok: false, reason: 'mismatch' };
  if (nonceOf(idToken) !== pending.nonce) return { ok: false, reason: 'mismatch' };
  return { ok: true, providerId: pending.providerId, providerName: pending.providerName, idToken, nonceKey: pending.nonceKey };
};
