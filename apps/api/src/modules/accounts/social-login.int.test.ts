import type { MemberSession, SocialBindStep } from '@gp/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../testing/test-app';

/** A real OpenID provider in miniature: a key pair, its JWKS served over HTTP, signed ID tokens. */
let t: TestApp;
let jwksServer: Server;
let issuer: string;
let signingKey: JoseKey;
let strangerKey: JoseKey;
const clientId = 'gp-test-client';

beforeAll(async () => {
  t = await createTestApp();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
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
    payload: {
      version: current.version,
      value: {
        providers: [
          { id: 'local', name: 'Local ID', issuer, clientId, jwksUri: `${base}/jwks`, enabled: true },
          { id: 'off', name: 'Switched off', issuer, clientId, jwksUri: `${base}/jwks`, enabled: false },
        ],
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const idToken = (subject: string, options: { audience?: string; issuer?: string; expires?: string | number; key?: JoseKey } = {}) =>
  new SignJWT({ email: `${subject}@example.com` })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? signingKey);

const socialLogin = async (token: string, providerId = 'local') => t.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { providerId, idToken: token } });
const bind = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/wps/session/login/social/bind', payload: await sealed(t, body) });
const bindStep = async (subject: string) => {
  const res = await socialLogin(await idToken(subject));
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value as SocialBindStep;
  expect(value).toMatchObject({ step: 'bind', providerName: 'Local ID', bindToken: expect.any(String) });
  return value.bindToken;
};

describe('social sign-in', () => {
  it('lists only the enabled providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/session/social/providers' });
    expect(res.json().value).toEqual([{ id: 'local', name: 'Local ID', clientId }]);
  });

  it('registers a new account for an unlinked identity, then signs the same member in', async () => {
    const bindToken = await bindStep('subject-new');
    const res = await bind({ bindToken, mode: 'register', username: 'socialnew1' });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value as MemberSession;
    expect(session.member.account).toBe('socialnew1');
    const wallet = await t.database.db.selectFrom('ledger_accounts').select('kind').where('owner_id', '=', String(session.member.id)).execute();
    expect(wallet).toEqual([{ kind: 'player_main' }]);

    const again = await socialLogin(await idToken('subject-new'));
    expect(again.json().value).toMatchObject({ step: 'done', member: { id: session.member.id } });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(again.json().value.token) });
    expect(info.json().value.account).toBe('socialnew1');
  });

  it('names the new account itself when the player gives no username, and spends the bind token once', async () => {
    const bindToken = await bindStep('subject-anon');
    const res = await bind({ bindToken, mode: 'register' });
    expect(res.json().value.member.account).toMatch(/^s[0-9a-f]{12}$/);
    const replay = await bind({ bindToken, mode: 'register' });
    expect([replay.statusCode, errorCodeOf(replay)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('binds an existing account with its password; a wrong password counts against the token', async () => {
    const existing = await registerMember(t, { username: 'bindme01' });
    const bindToken = await bindStep('subject-existing');
    const wrong = await bind({ bindToken, mode: 'existing', username: 'bindme01', password: 'NotMine2026' });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const right = await bind({ bindToken, mode: 'existing', username: 'BINDME01', password: memberPassword });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().value.member.id).toBe(existing.member.id);
    const again = await socialLogin(await idToken('subject-existing'));
    expect(again.json().value).toMatchObject({ step: 'done', member: { id: existing.member.id } });

    // One link per account and provider: another identity cannot take this account too.
    const other = await bindStep('subject-other');
    const refused = await bind({ bindToken: other, mode: 'existing', username: 'bindme01', password: memberPassword });
    expect(errorCodeOf(refused)).toBe('CONFLICT');
  });

  it('wears a bind token out after five wrong passwords', async () => {
    await registerMember(t, { username: 'bindme02' });
    const bindToken = await bindStep('subject-guess');
    for (let i = 0; i < 5; i += 1) expect(errorCodeOf(await bind({ bindToken, mode: 'existing', username: 'bindme02', password: `Wrong${i}2026` }))).toBe('INVALID_CREDENTIALS');
    const late = await bind({ bindToken, mode: 'existing', username: 'bindme02', password: memberPassword });
    expect(errorCodeOf(late)).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('refuses a taken or badly formed username when registering', async () => {
    await registerMember(t, { username: 'takenname1' });
    const bindToken = await bindStep('subject-taken');
    expect(errorCodeOf(await bind({ bindToken, mode: 'register', username: 'TakenName1' }))).toBe('USERNAME_TAKEN');
    expect(errorCodeOf(await bind({ bindToken, mode: 'register', username: '9bad' }))).toBe('VALIDATION_ERROR');
  });

  it.each<[string, () => Parameters<typeof idToken>[1]]>([
    ['another audience', () => ({ audience: 'someone-else' })],
    ['another issuer', () => ({ issuer: 'https://evil.example.com' })],
    ['an expired token', () => ({ expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['a key the provider never published', () => ({ key: strangerKey })],
  ])('refuses %s', async (_name, options) => {
    const token = await idToken('subject-bad', options());
    const res = await socialLogin(token);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('refuses a disabled or unknown provider and a token that is not a JWT', async () => {
    expect(errorCodeOf(await socialLogin(await idToken('subject-x'), 'off'))).toBe('SOCIAL_TOKEN_INVALID');
    expect(errorCodeOf(await socialLogin(await idToken('subject-x'), 'nope'))).toBe('SOCIAL_TOKEN_INVALID');
    expect(errorCodeOf(await socialLogin('not-a-jwt-at-all-really'))).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('keeps a link fixed: the database refuses to move or delete it', async () => {
    const bindToken = await bindStep('subject-fixed');
    const session = (await bind({ bindToken, mode: 'register' })).json().value as MemberSession;
    const other = await registerMember(t);
    await expect(t.database.db.updateTable('member_social_links').set({ member_id: BigInt(other.member.id) }).where('member_id', '=', BigInt(session.member.id)).execute()).rejects.toThrow();
    await expect(t.database.db.deleteFrom('member_social_links').where('member_id', '=', BigInt(session.member.id)).execute()).rejects.toThrow();
  });
});
