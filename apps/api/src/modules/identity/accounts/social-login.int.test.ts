import type { MemberSession, SocialBindStep } from '@gp/contracts';
import { generateKeyPair, type CryptoKey as JoseKey } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config/config';
import { createBotCheckService } from '../bot-check';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { socialNonce, startOidcProvider, type IdTokenOptions } from '../../../testing/oidc-provider';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let strangerKey: JoseKey;
const clientId = 'gp-test-client';

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider(clientId);
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  await provider.configure(t, [{ id: 'off', name: 'Switched off', issuer: provider.issuer, clientId, jwksUri: provider.jwksUri, enabled: false }]);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const socialLogin = async (token: string, nonceKey: string, providerId = 'local') =>
  t.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { providerId, idToken: token, nonceKey } });
/** A whole sign-in: a fresh nonce from the server, a token carrying it. */
const signIn = async (subject: string, options: IdTokenOptions = {}, providerId = 'local') => {
  const { nonce, nonceKey } = await socialNonce(t);
  return socialLogin(await provider.idToken(subject, { nonce, ...options }), nonceKey, providerId);
};
const bind = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/wps/session/login/social/bind', payload: await sealed(t, body) });
const bindStep = async (subject: string) => {
  const res = await signIn(subject);
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value as SocialBindStep;
  expect(value).toMatchObject({ step: 'bind', providerName: 'Local ID', bindToken: expect.any(String) });
  return value.bindToken;
};
/** A captcha whose answer the test knows, stored in the same table the app checks. */
const knownCaptcha = async () => {
  const { captchaId } = await createBotCheckService(t.database.db, testConfig(), { code: () => 'K7Q4A' }).newCaptcha();
  return { captchaId, captcha: 'K7Q4A' };
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

    const again = await signIn('subject-new');
    expect(again.json().value).toMatchObject({ step: 'done', member: { id: session.member.id } });
  });

  it('names the new account itself when the player gives no username, and spends the bind token once', async () => {
    const bindToken = await bindStep('subject-anon');
    const res = await bind({ bindToken, mode: 'register' });
    expect(res.json().value.member.account).toMatch(/^s[0-9a-f]{12}$/);
    const replay = await bind({ bindToken, mode: 'register' });
    expect([replay.statusCode, errorCodeOf(replay)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('refuses a taken or badly formed username when registering', async () => {
    await registerMember(t, { username: 'takenname1' });
    const bindToken = await bindStep('subject-taken');
    expect(errorCodeOf(await bind({ bindToken, mode: 'register', username: 'TakenName1' }))).toBe('USERNAME_TAKEN');
    expect(errorCodeOf(await bind({ bindToken, mode: 'register', username: '9bad' }))).toBe('VALIDATION_ERROR');
  });

  it.each<[string, () => IdTokenOptions]>([
    ['another audience', () => ({ audience: 'someone-else' })],
    ['another issuer', () => ({ issuer: 'https://evil.example.com' })],
    ['an expired token', () => ({ expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['a key the provider never published', () => ({ key: strangerKey })],
  ])('refuses %s', async (_name, options) => {
    const res = await signIn('subject-bad', options());
    expect([res.statusCode, errorCodeOf(res)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('refuses a disabled or unknown provider and a token that is not a JWT', async () => {
    expect(errorCodeOf(await signIn('subject-x', {}, 'off'))).toBe('SOCIAL_TOKEN_INVALID');
    expect(errorCodeOf(await signIn('subject-x', {}, 'nope'))).toBe('SOCIAL_TOKEN_INVALID');
    const { nonceKey } = await socialNonce(t);
    expect(errorCodeOf(await socialLogin('not-a-jwt-at-all-really', nonceKey))).toBe('SOCIAL_TOKEN_INVALID');
    const nonceOff = await t.app.inject({ method: 'POST', url: '/wps/session/social/nonce', payload: { providerId: 'off' } });
    expect(errorCodeOf(nonceOff)).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('keeps a link from moving to another member: the database refuses an update', async () => {
    const bindToken = await bindStep('subject-fixed');
    const session = (await bind({ bindToken, mode: 'register' })).json().value as MemberSession;
    const other = await registerMember(t);
    await expect(
      t.database.db
        .updateTable('member_social_links')
        .set({ member_id: BigInt(other.member.id) })
        .where('member_id', '=', BigInt(session.member.id))
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the nonce and replay', () => {
  const reasonOf = (res: { json: () => { details?: { reason?: string } } }) => res.json().details?.reason;

  it('refuses a token without a nonce, or with one the server never issued', async () => {
    const { nonceKey } = await socialNonce(t);
    const bare = await socialLogin(await provider.idToken('subject-n1', { nonce: null }), nonceKey);
    expect([bare.statusCode, errorCodeOf(bare)]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
    // The browser's own nonce, even hashed from its own key: unknown to the server.
    const ownKey = randomBytes(32).toString('base64url');
    const own = await socialLogin(await provider.idToken('subject-n1', { nonce: createHash('sha256').update(ownKey).digest('base64url') }), ownKey);
    expect([errorCodeOf(own), reasonOf(own)]).toEqual(['SOCIAL_TOKEN_INVALID', 'nonce']);
  });

  it('refuses a token whose nonce belongs to another browser (the nonce key does not match)', async () => {
    const mine = await socialNonce(t);
    const theirs = await socialNonce(t);
    const res = await socialLogin(await provider.idToken('subject-n2', { nonce: mine.nonce }), theirs.nonceKey);
    expect([errorCodeOf(res), reasonOf(res)]).toEqual(['SOCIAL_TOKEN_INVALID', 'nonce']);
    // Refused tokens do not spend the nonce: the real owner still signs in with it.
    expect((await socialLogin(await provider.idToken('subject-n2', { nonce: mine.nonce }), mine.nonceKey)).statusCode).toBe(200);
  });

  it('spends a nonce once, and refuses an expired one', async () => {
    const { nonce, nonceKey } = await socialNonce(t);
    expect((await socialLogin(await provider.idToken('subject-n3', { nonce }), nonceKey)).statusCode).toBe(200);
    const second = await socialLogin(await provider.idToken('subject-n3', { nonce, issuedAt: Math.floor(Date.now() / 1000) - 5 }), nonceKey);
    expect([errorCodeOf(second), reasonOf(second)]).toEqual(['SOCIAL_TOKEN_INVALID', 'nonce']);

    const late = await socialNonce(t);
    await t.database.db
      .updateTable('member_social_nonces')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await socialLogin(await provider.idToken('subject-n3', { nonce: late.nonce }), late.nonceKey);
    expect([errorCodeOf(expired), reasonOf(expired)]).toEqual(['SOCIAL_TOKEN_INVALID', 'nonce']);
  });

  it('accepts an ID token once: the same token again is refused', async () => {
    const member = await registerMember(t, { username: 'replay01' });
    const bindToken = await bindStep('subject-replay');
    expect((await bind({ bindToken, mode: 'existing', username: 'replay01', password: memberPassword })).statusCode).toBe(200);
    const { nonce, nonceKey } = await socialNonce(t);
    const token = await provider.idToken('subject-replay', { nonce });
    expect((await socialLogin(token, nonceKey)).json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });
    const again = await socialLogin(token, nonceKey);
    expect([again.statusCode, errorCodeOf(again), reasonOf(again)]).toEqual([401, 'SOCIAL_TOKEN_INVALID', 'replayed']);
  });
});

describe('binding an existing account is a login', () => {
  const eventsOf = (username: string) =>
    t.database.db.selectFrom('member_login_events').select(['method', 'outcome']).where('account_key', '=', `u:${username}`).orderBy('id').execute();

  it('binds with the password; a wrong one is a failed login of that account and asks for the captcha', async () => {
    const existing = await registerMember(t, { username: 'bindme01' });
    const bindToken = await bindStep('subject-existing');
    const wrong = await bind({ bindToken, mode: 'existing', username: 'bindme01', password: 'NotMine2026' });
    expect([wrong.statusCode, errorCodeOf(wrong), wrong.json().details]).toEqual([401, 'INVALID_CREDENTIALS', { captcha: true }]);
    expect(await eventsOf('bindme01')).toContainEqual({ method: 'social-bind', outcome: 'failed' });
    const noCaptcha = await bind({ bindToken, mode: 'existing', username: 'BINDME01', password: memberPassword });
    expect([errorCodeOf(noCaptcha), noCaptcha.json().details]).toEqual(['CAPTCHA_INVALID', { captcha: true }]);
    // The password form counts the same failure: it asks for the captcha too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'username', username: 'bindme01', password: memberPassword }),
    });
    expect(errorCodeOf(login)).toBe('CAPTCHA_INVALID');

    const right = await bind({ bindToken, mode: 'existing', username: 'BINDME01', password: memberPassword, ...(await knownCaptcha()) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().value.member.id).toBe(existing.member.id);
    expect((await signIn('subject-existing')).json().value).toMatchObject({ step: 'done', member: { id: existing.member.id } });

    // The member is told, and the link is audited.
    const notices = await t.database.db.selectFrom('member_notices').select(['kind', 'params']).where('member_id', '=', BigInt(existing.member.id)).execute();
    expect(notices).toContainEqual({
      kind: 'security_changed',
      params: expect.objectContaining({ change: 'social_link', action: 'added', detail: 'Local ID' }),
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_type', 'target'])
      .where('action', '=', 'member.security.social_link.added')
      .where('target', '=', 'bindme01')
      .execute();
    expect(audit).toEqual([{ actor_type: 'member', target: 'bindme01' }]);

    // One link per account and provider: another identity cannot take this account too.
    const other = await bindStep('subject-other');
    const refused = await bind({ bindToken: other, mode: 'existing', username: 'bindme01', password: memberPassword });
    expect(errorCodeOf(refused)).toBe('CONFLICT');
  });

  it('locks the account after five failures: then not even the right password binds it', async () => {
    await registerMember(t, { username: 'bindme02' });
    const bindToken = await bindStep('subject-guess');
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(errorCodeOf(await bind({ bindToken, mode: 'existing', username: 'bindme02', password: `Wrong${i}2026`, ...(await knownCaptcha()) })));
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    // Five wrong passwords also wear the bind token out.
    expect(errorCodeOf(await bind({ bindToken, mode: 'existing', username: 'bindme02', password: memberPassword, ...(await knownCaptcha()) }))).toBe(
      'SOCIAL_TOKEN_INVALID',
    );

    const fresh = await bindStep('subject-guess');
    const locked = await bind({ bindToken: fresh, mode: 'existing', username: 'bindme02', password: memberPassword, ...(await knownCaptcha()) });
    expect([locked.statusCode, errorCodeOf(locked)]).toEqual([429, 'ACCOUNT_LOCKED']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'username', username: 'bindme02', password: memberPassword, ...(await knownCaptcha()) }),
    });
    expect(errorCodeOf(login)).toBe('ACCOUNT_LOCKED');
    expect(await t.database.db.selectFrom('member_social_links').select('id').where('subject', '=', 'subject-guess').execute()).toEqual([]);
  });
});
