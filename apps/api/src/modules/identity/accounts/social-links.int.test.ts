import type { MemberSession, SocialBindStep, SocialLinks } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../../lib/totp';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { socialNonce, startOidcProvider } from '../../../testing/oidc-provider';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider('gp-links-client');
  await provider.configure(t);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const signIn = async (subject: string, ip = '10.0.0.1') => {
  const { nonce, nonceKey } = await socialNonce(t);
  const idToken = await provider.idToken(subject, { nonce });
  return t.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { providerId: 'local', idToken, nonceKey }, remoteAddress: ip });
};
const bindStep = async (subject: string, ip = '10.0.0.1') => {
  const res = await signIn(subject, ip);
  expect(res.json().value, res.body).toMatchObject({ step: 'bind' });
  return (res.json().value as SocialBindStep).bindToken;
};
const bind = async (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/wps/session/login/social/bind', payload: await sealed(t, body), remoteAddress: ip });
const linkedMember = async (subject: string, username: string) => {
  const member = await registerMember(t, { username });
  const res = await bind({ bindToken: await bindStep(subject), mode: 'existing', username, password: memberPassword });
  expect(res.statusCode, res.body).toBe(200);
  return member;
};
const myLinks = (session: MemberSession) => t.app.inject({ method: 'GET', url: '/wps/member/social/links', headers: bearer(session.token) });
const unlinkMine = async (session: MemberSession, id: number, password: string) =>
  t.app.inject({ method: 'POST', url: `/wps/member/social/links/${id}/unlink`, headers: bearer(session.token), payload: await sealed(t, { password }) });
const auditOf = (account: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'details'])
    .where('target', '=', account)
    .where('action', 'like', 'member.security.social_link.%')
    .orderBy('id')
    .execute();

describe('binding an existing account from a new IP', () => {
  it('asks for the second factor and links only once it is answered', async () => {
    const member = await registerMember(t, { username: 'bind2fa01' });
    const secret = newTotpSecret();
    await t.database.db.updateTable('members').set({ totp_secret: secret }).where('id', '=', BigInt(member.member.id)).execute();
    const newIp = '10.6.6.6';
    const bindToken = await bindStep('subject-2fa', newIp);
    const step = (await bind({ bindToken, mode: 'existing', username: 'bind2fa01', password: memberPassword }, newIp)).json().value;
    expect(step).toMatchObject({ step: 'secondFactor', methods: ['totp'], challenge: expect.any(String) });
    // Not linked yet: the identity still gets the bind step.
    expect((await signIn('subject-2fa', newIp)).json().value.step).toBe('bind');

    const answer = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/secondFactor',
        payload: { challenge: step.challenge, method: 'totp', answer: code },
        remoteAddress: newIp,
      });
    expect(errorCodeOf(await answer('000000'))).toBe('SECOND_FACTOR_INVALID');
    t.services.settings.clearCache();
    expect(await t.database.db.selectFrom('member_social_links').select('id').where('subject', '=', 'subject-2fa').execute()).toEqual([]);
    const done = await answer(totpCode(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.member.id).toBe(member.member.id);
    expect((await signIn('subject-2fa', newIp)).json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });
    // The challenge is single-use.
    expect(errorCodeOf(await answer(totpCode(secret)))).toBe('CHALLENGE_EXPIRED');
  });

  it('links from a known IP without a second factor', async () => {
    const member = await registerMember(t, { username: 'bind2fa02' });
    await t.database.db.updateTable('members').set({ totp_secret: newTotpSecret() }).where('id', '=', BigInt(member.member.id)).execute();
    const res = await bind({ bindToken: await bindStep('subject-home'), mode: 'existing', username: 'bind2fa02', password: memberPassword });
    expect(res.json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });
  });
});

describe('signing in with a linked identity from a new IP', () => {
  it('asks the second factor, as a password login does, and opens the session once it is answered', async () => {
    const member = await linkedMember('subject-roam', 'roaming01');
    const secret = newTotpSecret();
    await t.database.db.updateTable('members').set({ totp_secret: secret }).where('id', '=', BigInt(member.member.id)).execute();
    expect((await signIn('subject-roam')).json().value).toMatchObject({ step: 'done' });

    const newIp = '10.7.7.7';
    const step = (await signIn('subject-roam', newIp)).json().value;
    expect(step).toMatchObject({ step: 'secondFactor', methods: ['totp'], challenge: expect.any(String) });
    const done = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      payload: { challenge: step.challenge, method: 'totp', answer: totpCode(secret) },
      remoteAddress: newIp,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });
    // Known now: the next sign-in from there goes straight in.
    expect((await signIn('subject-roam', newIp)).json().value).toMatchObject({ step: 'done' });
  });
});

describe('linked identities', () => {
  it('are listed to the member, who unlinks one with the login password; the identity then binds afresh', async () => {
    const member = await linkedMember('subject-mine', 'links01');
    const listed = await myLinks(member);
    expect(listed.statusCode, listed.body).toBe(200);
    const links = listed.json().value as SocialLinks;
    expect(links).toEqual([{ id: expect.any(Number), providerName: 'Local ID', linkedAt: expect.any(String) }]);
    const [link] = links;

    const wrong = await unlinkMine(member, link!.id, 'NotMine2026');
    expect([errorCodeOf(wrong), wrong.json().details]).toEqual(['INVALID_CREDENTIALS', { attemptsLeft: 4 }]);
    expect(await t.database.db.selectFrom('member_password_failures').select('id').where('member_id', '=', BigInt(member.member.id)).execute()).toHaveLength(1);
    expect(errorCodeOf(await unlinkMine(member, link!.id + 1000, memberPassword))).toBe('NOT_FOUND');

    const res = await unlinkMine(member, link!.id, memberPassword);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual([]);
    expect(await auditOf('links01')).toEqual([
      { action: 'member.security.social_link.added', actor_type: 'member', details: expect.objectContaining({ provider: 'local' }) },
      { action: 'member.security.social_link.removed', actor_type: 'member', details: expect.objectContaining({ provider: 'local' }) },
    ]);
    const notices = await t.database.db
      .selectFrom('member_notices')
      .select('params')
      .where('member_id', '=', BigInt(member.member.id))
      .where('kind', '=', 'security_changed')
      .execute();
    expect(notices.map((n) => n.params)).toContainEqual(expect.objectContaining({ change: 'social_link', action: 'removed' }));

    expect((await signIn('subject-mine')).json().value.step).toBe('bind');
  });

  it('are listed and unlinked by support staff, with a reason, audited; other roles are refused', async () => {
    const member = await linkedMember('subject-staff', 'links02');
    const support = await t.staffToken(['support'], 'support-links');
    const url = `/bo/members/${member.member.id}/social/links`;
    const listed = await t.app.inject({ method: 'GET', url, headers: bearer(support) });
    expect(listed.statusCode, listed.body).toBe(200);
    const [link] = listed.json().value as SocialLinks;
    expect(link).toMatchObject({ providerName: 'Local ID' });

    const finance = await t.staffToken(['finance']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(finance) })).statusCode).toBe(403);
    const unlinkUrl = `${url}/${link!.id}/unlink`;
    expect((await t.app.inject({ method: 'POST', url: unlinkUrl, headers: bearer(finance), payload: { reason: 'x' } })).statusCode).toBe(403);
    expect(
      errorCodeOf(
        await t.app.inject({
          method: 'POST',
          url: `/bo/members/${member.member.id + 1000}/social/links/${link!.id}/unlink`,
          headers: bearer(support),
          payload: { reason: 'lost phone' },
        }),
      ),
    ).toBe('NOT_FOUND');

    // A cold settings cache: read inside the unlink's transaction, it would wait for a second PGlite connection for ever.
    t.services.settings.clearCache();
    const res = await t.app.inject({ method: 'POST', url: unlinkUrl, headers: bearer(support), payload: { reason: 'provider account lost' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual([]);
    expect((await auditOf('links02')).at(-1)).toEqual({
      action: 'member.security.social_link.removed',
      actor_type: 'staff',
      details: expect.objectContaining({ provider: 'local', reason: 'provider account lost' }),
    });
    expect((await signIn('subject-staff')).json().value.step).toBe('bind');
  });
});
