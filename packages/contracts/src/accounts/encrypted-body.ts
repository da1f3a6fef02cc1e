import { z } from 'zod';

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

/**
 * The body of an encrypted (E) call (docs/api.md): `k` a fresh AES-256 key wrapped with
 * RSA-OAEP (SHA-256), `iv` 12 bytes, `d` the AES-GCM ciphertext with its 16-byte tag appended.
 */
export const encryptedBody = z.strictObject({
  k: base64.max(1024),
  iv: base64.length(16),
  d: base64.max(64 * 1024),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

/** How far an envelope's timestamp may be from the server's clock, either way. */
export const envelopeWindowMs = 5 * 60_000;

/**
 * What the ciphertext of an envelope holds: when it was sealed and a single-use nonce, both under
 * the GCM tag so nobody can alter them, and the request body itself, which the route receives alone.
 */
export const sealedPayload = z.strictObject({
  ts: z.number().int().nonnegative(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'nonce'),
  body: z.unknown(),
});
export type SealedPayload = z.infer<typeof sealedPayload>;

/** The server's RSA public key for E calls, as a JWK (`/wps/system/publicKey`). */
export const publicKeyResponse = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  kid: z.string(),
});
export type PublicKeyResponse = z.infer<typeof publicKeyResponse>;

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

const newNonce = (): string =>
  toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * Encrypts a JSON payload for an E call with WebCrypto, so the browser and the tests (Node has the
 * same `crypto.subtle`) build the envelope with one piece of code. Every envelope is single use:
 * the server refuses its nonce a second time and its timestamp once it is out of the window.
 */
export const encryptForServer = async (publicKey: PublicKeyResponse, payload: unknown): Promise<EncryptedBody> => {
  const { subtle } = globalThis.crypto;
  const rsa = await subtle.importKey(
    'jwk',
    { kty: 'RSA', n: publicKey.n, e: publicKey.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealedContent: SealedPayload = { ts: Date.now(), nonce: newNonce(), body: payload };
  const plain = new TextEncoder().encode(JSON.stringify(sealedContent));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  return { k: toBase64(wrapped), iv: toBase64(iv), d: toBase64(sealed) };
};
