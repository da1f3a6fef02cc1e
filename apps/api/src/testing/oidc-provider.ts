import type { SocialNonce } from '@gp/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, type TestApp } from './test-app';

export type IdTokenOptions = { nonce?: string | null; audience?: string; issuer?: string; expires?: string | number; key?: JoseKey; issuedAt?: number };

/**
 * A real OpenID provider in miniature: a key pair, its JWKS served over HTTP, signed ID tokens.
 * `configure` saves it as the app's provider `local` (plus any extra entries, e.g. a disabled one).
 */
export const startOidcProvider = async (clientId: string) => {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/issuer`;
  const jwksUri = `${base}/jwks`;

  const idToken = (subject: string, options: IdTokenOptions = {}) => {
    const jwt = new SignJWT({ email: `${subject}@example.com`, ...(options.nonce === null || options.nonce === undefined ? {} : { nonce: options.nonce }) })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(subject)
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expires ?? '5m');
    return jwt.sign(options.key ?? pair.privateKey);
  };

  const configure = async (t: TestApp, extra: Record<string, unknown>[] = []) => {
    const current = await t.services.settings.get('social');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/bo/settings/social',
      headers: bearer(await t.staffToken(['admin'])),
      payload: { version: current.version, value: { providers: [{ id: 'local', name: 'Local ID', issuer, clientId, jwksUri, enabled: true }, ...extra] } },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  };

  const close = () => new Promise((resolve) => server.close(resolve));
  return { issuer, jwksUri, idToken, configure, close };
};

/** A nonce from the server for one sign-in, as the login modal fetches it before leaving for the provider. */
export const socialNonce = async (t: TestApp, providerId = 'local', ip?: string): Promise<SocialNonce> => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/session/social/nonce', payload: { providerId }, ...(ip ? { remoteAddress: ip } : {}) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value as SocialNonce;
};
