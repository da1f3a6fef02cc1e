import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../testing/test-app';

/** Social sign-in is the one login path outside the password form: an excluded member is refused there too. */
let t: TestApp;
let jwksServer: Server;
let issuer: string;
let signingKey: JoseKey;
const clientId = 'gp-protection-client';

beforeAll(async () => {
  t = await createTestApp();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  issuer = `${base}/issuer`;
  const current = await t.services.settings.get('social');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/bo/settings/social',
    headers: bearer(await t.staffToken(['admin'])),
    payload: { version: current.version, value: { providers: [{ id: 'local', name: 'Local ID', issuer, clientId, jwksUri: `${base}/jwks`, enabled: true }] } },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const idToken = (subject: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setSubject(subject).setIssuer(issuer).setAudience(clientId).setIssuedAt().setExpirationTime('5m').sign(signingKey);
const socialLogin = async (subject: string) => t.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { providerId: 'local', idToken: await idToken(subject) } });

describe('social sign-in of an excluded member', () => {
  it('is refused while the time-out runs', async () => {
    const member = await registerMember(t, { username: 'socialrg01' });
    const step = (await socialLogin('rg-subject')).json().value as { bindToken: string };
    const bound = await t.app.inject({ method: 'POST', url: '/wps/session/login/social/bind', payload: await sealed(t, { bindToken: step.bindToken, mode: 'existing', username: 'socialrg01', password: memberPassword }) });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await socialLogin('rg-subject')).json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });

    const taken = await t.app.inject({ method: 'POST', url: '/wps/member/protection/timeOut', headers: bearer(member.token), payload: await sealed(t, { period: '30d', password: memberPassword }) });
    expect(taken.statusCode, taken.body).toBe(200);
    const refused = await socialLogin('rg-subject');
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TIME_OUT_ACTIVE']);
    expect(refused.json().details).toEqual({ until: taken.json().value.endsAt });
  });
});
