import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../lib/totp';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode } from '../../../testing/outbox';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '2000' });
});
afterAll(async () => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; token: string; body?: unknown; encrypted?: boolean };
const call = async ({ method, url, token, body, encrypted }: Call) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    payload: body === undefined ? undefined : encrypted ? await sealed(t, body) : (body as Record<string, unknown>),
  });
const overview = async (token: string) => (await call({ method: 'GET', url: '/wps/member/security', token })).json().value;
const memberRow = (session: MemberSession) =>
  t.database.db.selectFrom('members').selectAll().where('id', '=', BigInt(session.member.id)).executeTakeFirstOrThrow();

describe('security overview', () => {
  it('shows what is set up, masked addresses, recent logins and known IPs', async () => {
    const session = await registerMember(t);
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '91', mobile_num: '9876512345', email: 'someone@example.com' })
      .where('id', '=', BigInt(session.member.id))
      .execute();
    const res = await call({ method: 'GET', url: '/wps/member/security', token: session.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      account: session.member.account,
      mobile: '+91 ********45',
      email: 's******@example.com',
      totpEnabled: false,
      paymentPasswordSet: false,
      realNameSet: false,
      realName: null,
      recentLogins: [{ ip: '10.0.0.1', method: 'register', outcome: 'success', at: expect.any(String) }],
      knownIps: [{ ip: '10.0.0.1', firstSeenAt: expect.any(String), lastSeenAt: expect.any(String) }],
    });
  });
});

describe('payment password', () => {
  it('needs the login password and matching entries, then stores an argon2id hash', async () => {
    const session = await registerMember(t);
    const put = (body: Record<string, string>) => call({ method: 'PUT', url: '/wps/member/paymentPassword', token: session.token, body, encrypted: true });
    const wrong = await put({ loginPassword: 'NotMine2026', newPaymentPassword: '135790', confirm: '135790' });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const mismatch = await put({ loginPassword: memberPassword, newPaymentPassword: '135790', confirm: '135791' });
    expect([mismatch.statusCode, errorCodeOf(mismatch)]).toEqual([400, 'VALIDATION_ERROR']);
    const letters = await put({ loginPassword: memberPassword, newPaymentPassword: 'abcdef', confirm: 'abcdef' });
    expect(letters.statusCode).toBe(400);
    expect((await memberRow(session)).payment_password_hash).toBeNull();
    const set = await put({ loginPassword: memberPassword, newPaymentPassword: '135790', confirm: '135790' });
    expect(set.json().value).toEqual({ paymentPasswordSet: true });
    expect((await memberRow(session)).payment_password_hash).toMatch(/^\$argon2id\$/);
    const changed = await put({ loginPassword: memberPassword, newPaymentPassword: '246801', confirm: '246801' });
    expect(changed.statusCode).toBe(200);
    expect((await overview(session.token)).paymentPasswordSet).toBe(true);
  });

  it('refuses a plain body', async () => {
    const session = await registerMember(t);
    const res = await call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: session.token,
      body: { loginPassword: memberPassword, newPaymentPassword: '135790', confirm: '135790' },
    });
    expect(errorCodeOf(res)).toBe('ENCRYPTION_REQUIRED');
  });
});

describe('binding a mobile', () => {
  const bind = (token: string, body: Record<string, string>) => call({ method: 'POST', url: '/wps/member/mobile/bind', token, body, encrypted: true });

  it('needs the password and the code sent to the new number', async () => {
    const session = await registerMember(t);
    const unsolved = await call({
      method: 'POST',
      url: '/wps/member/mobile/bind/send',
      token: session.token,
      body: { countryDialingCode: '+91', mobileNum: '9811100001' },
    });
    expect([unsolved.statusCode, errorCodeOf(unsolved)]).toEqual([400, 'BOT_CHECK_FAILED']);
    const sent = await call({
      method: 'POST',
      url: '/wps/member/mobile/bind/send',
      token: session.token,
      body: { countryDialingCode: '+91', mobileNum: '9811100001', altcha: await solvedAltcha(t) },
    });
    expect(sent.json().value, sent.body).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t, 'sms');
    const body = { countryDialingCode: '+91', mobileNum: '9811100001', verificationCode: code };
    const wrongPassword = await bind(session.token, { ...body, password: 'NotMine2026' });
    expect([wrongPassword.statusCode, errorCodeOf(wrongPassword)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const wrongCode = await bind(session.token, { ...body, password: memberPassword, verificationCode: code === '111111' ? '222222' : '111111' });
    expect(errorCodeOf(wrongCode)).toBe('VERIFICATION_CODE_INVALID');
    const bound = await bind(session.token, { ...body, password: memberPassword });
    expect(bound.json().value, bound.body).toEqual({ mobile: '+91 ********01' });
    expect(await memberRow(session)).toMatchObject({ country_dialing_code: '91', mobile_num: '9811100001' });
  });

  it("refuses another member's number", async () => {
    const holder = await registerMember(t);
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '91', mobile_num: '9811100002' })
      .where('id', '=', BigInt(holder.member.id))
      .execute();
    const session = await registerMember(t);
    const sent = await call({
      method: 'POST',
      url: '/wps/member/mobile/bind/send',
      token: session.token,
      body: { countryDialingCode: '+91', mobileNum: '9811100002', altcha: await solvedAltcha(t) },
    });
    expect([sent.statusCode, errorCodeOf(sent)]).toEqual([409, 'MOBILE_TAKEN']);
    const bound = await bind(session.token, { password: memberPassword, countryDialingCode: '+91', mobileNum: '9811100002', verificationCode: '123456' });
    expect([bound.statusCode, errorCodeOf(bound)]).toEqual([409, 'MOBILE_TAKEN']);
  });
});

describe('binding an email', () => {
  const bind = (token: string, body: Record<string, string>) => call({ method: 'POST', url: '/wps/member/email/bind', token, body, encrypted: true });

  it('needs the password and the code sent to the new address; another member may not have it', async () => {
    const session = await registerMember(t);
    const sent = await call({ method: 'POST', url: '/wps/member/email/bind/send', token: session.token, body: { email: 'bound.one@example.com' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t, 'email');
    const wrongPassword = await bind(session.token, { email: 'bound.one@example.com', verificationCode: code, password: 'NotMine2026' });
    expect(errorCodeOf(wrongPassword)).toBe('INVALID_CREDENTIALS');
    const wrongCode = await bind(session.token, {
      email: 'bound.one@example.com',
      verificationCode: code === '111111' ? '222222' : '111111',
      password: memberPassword,
    });
    expect(errorCodeOf(wrongCode)).toBe('VERIFICATION_CODE_INVALID');
    const bound = await bind(session.token, { email: 'bound.one@example.com', verificationCode: code, password: memberPassword });
    expect(bound.json().value, bound.body).toEqual({ email: 'b********@example.com' });

    const other = await registerMember(t);
    const taken = await call({ method: 'POST', url: '/wps/member/email/bind/send', token: other.token, body: { email: 'Bound.One@example.com' } });
    expect([taken.statusCode, errorCodeOf(taken)]).toEqual([409, 'EMAIL_TAKEN']);
  });
});

describe('authenticator', () => {
  it('enrols pending, activates with a code, refuses a replayed code, and turns off with password and code', async () => {
    const session = await registerMember(t);
    const enrol = await call({ method: 'POST', url: '/wps/member/totp/enrol', token: session.token });
    const { secret, otpauthUrl } = enrol.json().value as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect((await overview(session.token)).totpEnabled).toBe(false);
    expect(await memberRow(session)).toMatchObject({ totp_secret: null, totp_pending_secret: secret });

    const wrong = await call({
      method: 'POST',
      url: '/wps/member/totp/confirm',
      token: session.token,
      body: { code: totpCode(secret, Date.now() - 10 * 60_000) },
    });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_TOTP']);
    const code = totpCode(secret);
    const confirmed = await call({ method: 'POST', url: '/wps/member/totp/confirm', token: session.token, body: { code } });
    expect(confirmed.json().value, confirmed.body).toEqual({ totpEnabled: true });
    expect(await memberRow(session)).toMatchObject({ totp_secret: secret, totp_pending_secret: null });
    const again = await call({ method: 'POST', url: '/wps/member/totp/enrol', token: session.token });
    expect(errorCodeOf(again)).toBe('CONFLICT');

    const disable = (body: Record<string, string>) => call({ method: 'POST', url: '/wps/member/totp/disable', token: session.token, body, encrypted: true });
    expect(errorCodeOf(await disable({ password: 'NotMine2026', code: totpCode(secret, Date.now() + 30_000) }))).toBe('INVALID_CREDENTIALS');
    // The code that activated it was used: the same step is not accepted again.
    expect(errorCodeOf(await disable({ password: memberPassword, code }))).toBe('INVALID_TOTP');
    const off = await disable({ password: memberPassword, code: totpCode(secret, Date.now() + 30_000) });
    expect(off.json().value, off.body).toEqual({ totpEnabled: false });
    expect((await overview(session.token)).totpEnabled).toBe(false);
  });
});

describe('trial accounts', () => {
  it('are refused by every security-centre route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
    const token = (res.json().value as MemberSession).token;
    const routes: Call[] = [
      { method: 'GET', url: '/wps/member/security', token },
      {
        method: 'PUT',
        url: '/wps/member/paymentPassword',
        token,
        body: { loginPassword: 'x', newPaymentPassword: '135790', confirm: '135790' },
        encrypted: true,
      },
      { method: 'PUT', url: '/wps/member/realName', token, body: { realName: 'Ada Lovelace', password: 'x' }, encrypted: true },
      { method: 'POST', url: '/wps/member/mobile/bind/send', token, body: { countryDialingCode: '+91', mobileNum: '9811100009' } },
      {
        method: 'POST',
        url: '/wps/member/mobile/bind',
        token,
        body: { password: 'x', countryDialingCode: '+91', mobileNum: '9811100009', verificationCode: '123456' },
        encrypted: true,
      },
      { method: 'POST', url: '/wps/member/email/bind/send', token, body: { email: 'trial@example.com' } },
      {
        method: 'POST',
        url: '/wps/member/email/bind',
        token,
        body: { password: 'x', email: 'trial@example.com', verificationCode: '123456' },
        encrypted: true,
      },
      { method: 'POST', url: '/wps/member/totp/enrol', token },
      { method: 'POST', url: '/wps/member/totp/confirm', token, body: { code: '123456' } },
      { method: 'POST', url: '/wps/member/totp/disable', token, body: { password: 'x', code: '123456' }, encrypted: true },
    ];
    for (const route of routes) {
      const refused = await call(route);
      expect([refused.statusCode, errorCodeOf(refused)], route.url).toEqual([403, 'TRIAL_ACCOUNT']);
    }
  });
});
