import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, newTotpSecret } from '../../../lib/totp';
import { systemActor } from '../../platform/audit';
import { createBotCheckService } from '../bot-check';
import { testConfig } from '../../../config/config';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode, lastOutboxMessage } from '../../../testing/outbox';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '2000' });
});
afterAll(async () => t.close());

const home = '10.0.0.1';
const login = async (payload: Record<string, unknown>, ip = home) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealed(t, payload), remoteAddress: ip });
const passwordLogin = (username: string, password = memberPassword, extra: Record<string, unknown> = {}, ip = home) =>
  login({ type: 'username', username, password, ...extra }, ip);
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

/** A captcha whose answer the test knows, stored in the same table the app checks. */
const knownCaptcha = async () => {
  const bot = createBotCheckService(t.database.db, testConfig(), { code: () => 'K7Q4A' });
  const { captchaId } = await bot.newCaptcha();
  return { captchaId, captcha: 'K7Q4A' };
};

const setWhitelabel = async (change: Record<string, boolean>) => {
  const current = await t.services.settings.get('whitelabel');
  await t.app.inject({
    method: 'PUT',
    url: '/bo/settings/whitelabel',
    headers: bearer(await t.staffToken(['admin'])),
    payload: { value: { ...current.value, ...change }, version: current.version },
  });
};

describe('encrypted calls', () => {
  it('serves the public key as a JWK and refuses a plain body on an E call', async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey' })).json().value;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' });
    const plain = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { type: 'username', username: 'someone', password: 'x' } });
    expect([plain.statusCode, errorCodeOf(plain)]).toEqual([400, 'ENCRYPTION_REQUIRED']);
  });

  it('refuses an envelope that does not open, and one whose tag was altered', async () => {
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { k: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', d: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect([garbage.statusCode, errorCodeOf(garbage)]).toEqual([400, 'DECRYPTION_FAILED']);
    const good = await sealed(t, { type: 'username', username: 'someone', password: 'x' });
    const bytes = Buffer.from(good.d, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    const tampered = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { ...good, d: bytes.toString('base64') } });
    expect(errorCodeOf(tampered)).toBe('DECRYPTION_FAILED');
  });

  it('validates what was inside the envelope like a plain body', async () => {
    const res = await login({ type: 'username', username: 'someone' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('registration', () => {
  it('registers by username, signs the member in, and opens a main wallet', async () => {
    const session = await registerMember(t, { username: 'Alice01' });
    expect(session).toMatchObject({
      step: 'done',
      firstTimeLogin: true,
      mustChangePassword: false,
      member: { account: 'Alice01', isTrial: false, isAgent: false },
    });
    const me = await info(session.token);
    expect(me.json().value).toMatchObject({ account: 'Alice01', isLogin: true, currencySymbol: '₹' });
    const wallet = await t.database.db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('owner_id', '=', String(session.member.id)).execute();
    expect(wallet).toEqual([{ kind: 'player_main', balance: 0n }]);
  });

  it('treats usernames as the same without regard to case', async () => {
    await registerMember(t, { username: 'CaseName1' });
    await expect(registerMember(t, { username: 'casename1' })).rejects.toThrow(/USERNAME_TAKEN/);
  });

  it('answers field problems with the message key and values of the configured rule', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'accept-language': 'en' },
      payload: await sealed(t, {
        username: '9abc',
        password: memberPassword,
        confirmPassword: 'other1234',
        terms: false,
        ageConfirmed: true,
        altcha: await solvedAltcha(t),
      }),
    });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
    const issues = res.json().details.issues as { path: string; key: string; params: Record<string, number> }[];
    expect(issues.map((i) => i.path).sort()).toEqual(['body.confirmPassword', 'body.terms', 'body.username']);
    expect(issues.find((i) => i.path === 'body.username')).toMatchObject({ key: 'validation.letterFirstAlnum', params: { min: 4, max: 16 } });
    expect(await t.database.db.selectFrom('members').select('id').where('account', '=', '9abc').execute()).toEqual([]);
  });

  it('needs a solved bot check, once', async () => {
    const altcha = await solvedAltcha(t);
    const body = { username: 'botcheck1', password: memberPassword, confirmPassword: memberPassword, terms: true, ageConfirmed: true };
    const missing = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: await sealed(t, body) });
    expect(missing.statusCode).toBe(400);
    const first = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: await sealed(t, { ...body, altcha }) });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: await sealed(t, { ...body, username: 'botcheck2', altcha }) });
    expect(errorCodeOf(replay)).toBe('BOT_CHECK_FAILED');
  });

  it('registers by mobile with the SMS code, and mobiles are unique per dialing code', async () => {
    const sms = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+91', mobileNo: '9876500001', altcha: await solvedAltcha(t) },
    });
    expect(sms.json().value).toEqual({ expiredMinutes: 5 });
    const body = {
      countryDialingCode: '+91',
      mobileNum: '9876500001',
      password: memberPassword,
      confirmPassword: memberPassword,
      terms: true,
      ageConfirmed: true,
    };
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: await sealed(t, { ...body, verificationCode: '000000', altcha: await solvedAltcha(t) }),
    });
    expect(errorCodeOf(wrong), wrong.body).toBe('VERIFICATION_CODE_INVALID');
    const code = await lastCode(t, 'sms');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: await sealed(t, { ...body, verificationCode: code, altcha: await solvedAltcha(t) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.member.account).toBe('919876500001');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: await sealed(t, { ...body, verificationCode: code, altcha: await solvedAltcha(t) }),
    });
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'MOBILE_TAKEN']);
    // The same number under another dialing code is another phone.
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+44', mobileNo: '9876500001', altcha: await solvedAltcha(t) },
    });
    const abroad = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: await sealed(t, { ...body, countryDialingCode: '+44', verificationCode: await lastCode(t, 'sms'), altcha: await solvedAltcha(t) }),
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
  });

  it('checks an affiliate code: an agent code is valid and sets the upline, anything else is refused', async () => {
    const agent = await registerMember(t, { username: 'agentone' });
    await t.database.db.updateTable('members').set({ type: 1, affiliate_code: 'AG7001' }).where('id', '=', BigInt(agent.member.id)).execute();
    const valid = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=AG7001' });
    expect(valid.json().value).toEqual({ valid: true });
    expect((await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE' })).json().value).toEqual({ valid: false });
    await expect(registerMember(t, { username: 'invited2', affiliateCode: 'NOPE' })).rejects.toThrow(/INVITATION_CODE_ERROR/);
    const invited = await registerMember(t, { username: 'invited1', affiliateCode: 'AG7001' });
    const row = await t.database.db.selectFrom('members').select('upline_id').where('id', '=', BigInt(invited.member.id)).executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(BigInt(agent.member.id));
  });
});

describe('login', () => {
  it('logs in by username without regard to case and reports the previous login', async () => {
    const first = await registerMember(t, { username: 'loginuser' });
    const res = await passwordLogin('LOGINUSER');
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value as MemberSession;
    expect(session).toMatchObject({ step: 'done', firstTimeLogin: false, previousLoginAt: expect.any(String) });
    expect(session.token).not.toBe(first.token);
  });

  it('flags the captcha after a failure and then requires it', async () => {
    await registerMember(t, { username: 'captchauser' });
    const wrong = await passwordLogin('captchauser', 'wrongpass1');
    expect([wrong.statusCode, errorCodeOf(wrong), wrong.json().details]).toEqual([401, 'INVALID_CREDENTIALS', { captcha: true }]);
    const noCaptcha = await passwordLogin('captchauser');
    expect([errorCodeOf(noCaptcha), noCaptcha.json().details.captcha]).toEqual(['CAPTCHA_INVALID', true]);
    const withCaptcha = await passwordLogin('captchauser', memberPassword, await knownCaptcha());
    expect(withCaptcha.statusCode, withCaptcha.body).toBe(200);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await passwordLogin('nobodyhere', 'whatever1', {}, '10.9.9.9');
    expect([res.statusCode, errorCodeOf(res), res.json().details]).toEqual([401, 'INVALID_CREDENTIALS', { captcha: true }]);
  });

  it('locks the account for that IP after five failures, and only for that IP', async () => {
    await registerMember(t, { username: 'lockme1' });
    const ip = '10.1.1.1';
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(errorCodeOf(await passwordLogin('lockme1', 'badpass99', await knownCaptcha(), ip)));
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    const locked = await passwordLogin('lockme1', memberPassword, await knownCaptcha(), ip);
    expect([locked.statusCode, errorCodeOf(locked)]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().details.minutes).toBe(15);
    // The owner, from their usual address, still gets in (known IP, no second factor needed).
    const home = await passwordLogin('lockme1');
    expect(home.statusCode, home.body).toBe(200);
  });

  it('asks a member with a second factor for it when the IP is new (the bank account name, where the operator allows it)', async () => {
    const security = await t.services.settings.get('accountSecurity');
    await t.services.settings.update('accountSecurity', { ...security.value, bankNameSecondFactor: true }, security.version, systemActor('test'));
    const member = await registerMember(t, { username: 'twofactor1' });
    await t.database.db.updateTable('members').set({ real_name: 'Ravi  Kumar' }).where('id', '=', BigInt(member.member.id)).execute();
    const newIp = '10.2.2.2';
    const step = (await passwordLogin('twofactor1', memberPassword, {}, newIp)).json().value;
    expect(step).toMatchObject({ step: 'secondFactor', methods: ['bankName'] });
    const answer = (body: Record<string, unknown>, ip = newIp) =>
      t.app.inject({ method: 'POST', url: '/wps/session/login/secondFactor', payload: { challenge: step.challenge, ...body }, remoteAddress: ip });
    expect(errorCodeOf(await answer({ method: 'bankName', answer: 'Someone Else' }))).toBe('SECOND_FACTOR_INVALID');
    expect(errorCodeOf(await answer({ method: 'bankName', answer: 'ravi kumar' }, '10.3.3.3'))).toBe('CHALLENGE_EXPIRED');
    const ok = await answer({ method: 'bankName', answer: 'ravi kumar' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(errorCodeOf(await answer({ method: 'bankName', answer: 'ravi kumar' }))).toBe('CHALLENGE_EXPIRED');
    // That IP is known now.
    expect((await passwordLogin('twofactor1', memberPassword, {}, newIp)).json().value.step).toBe('done');
  });

  it('accepts an authenticator code as the second factor, and an SMS code', async () => {
    const member = await registerMember(t, { username: 'twofactor2' });
    const secret = newTotpSecret();
    await t.database.db
      .updateTable('members')
      .set({ totp_secret: secret, country_dialing_code: '91', mobile_num: '9876500077' })
      .where('id', '=', BigInt(member.member.id))
      .execute();
    const step = (await passwordLogin('twofactor2', memberPassword, {}, '10.4.4.4')).json().value;
    expect(step.methods).toEqual(['sms', 'totp']);
    expect(step.targets.sms).toBe('+91 ********77');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      payload: { challenge: step.challenge, method: 'totp', answer: totpCode(secret) },
      remoteAddress: '10.4.4.4',
    });
    expect(res.statusCode, res.body).toBe(200);

    const bySms = (await passwordLogin('twofactor2', memberPassword, {}, '10.5.5.5')).json().value;
    const unsolved = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor/send',
      payload: { challenge: bySms.challenge, method: 'sms' },
      remoteAddress: '10.5.5.5',
    });
    expect([unsolved.statusCode, errorCodeOf(unsolved)]).toEqual([400, 'BOT_CHECK_FAILED']);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor/send',
      payload: { challenge: bySms.challenge, method: 'sms', altcha: await solvedAltcha(t) },
      remoteAddress: '10.5.5.5',
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const done = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      payload: { challenge: bySms.challenge, method: 'sms', answer: await lastCode(t, 'sms') },
      remoteAddress: '10.5.5.5',
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('logs in by SMS code when verification-code login is on', async () => {
    const member = await registerMember(t, { username: 'smslogin1' });
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '91', mobile_num: '9876500002' })
      .where('id', '=', BigInt(member.member.id))
      .execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '91', mobileNum: '9876500002', purpose: 'login', altcha: await solvedAltcha(t) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const wrong = await login({ type: 'sms', countryDialingCode: '+91', mobileNum: '9876500002', verificationCode: '000000' });
    expect(errorCodeOf(wrong)).toBe('VERIFICATION_CODE_INVALID');
    const res = await login({
      type: 'sms',
      countryDialingCode: '+91',
      mobileNum: '9876500002',
      verificationCode: await lastCode(t, 'sms'),
      ...(await knownCaptcha()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ mustChangePassword: false, member: { account: 'smslogin1' } });
  });

  it('lets only agents into the agent portal, and only with the agent policy on', async () => {
    const agent = await registerMember(t, { username: 'portalagent' });
    await t.database.db.updateTable('members').set({ type: 2 }).where('id', '=', BigInt(agent.member.id)).execute();
    await registerMember(t, { username: 'portalplayer' });
    expect(errorCodeOf(await passwordLogin('portalplayer', memberPassword, { portal: 'agent' }))).toBe('NOT_AGENT');
    const ok = await passwordLogin('portalagent', memberPassword, { portal: 'agent' });
    expect(ok.json().value.member).toMatchObject({ isAgent: true, type: 2 });
    await setWhitelabel({ AGENTPOLICY3: false });
    try {
      expect(errorCodeOf(await passwordLogin('portalagent', memberPassword, { portal: 'agent' }))).toBe('NOT_AGENT');
    } finally {
      await setWhitelabel({ AGENTPOLICY3: true });
    }
  });

  it('refuses accounts that are not members on the player site', async () => {
    const other = await registerMember(t, { username: 'housecount' });
    await t.database.db.updateTable('members').set({ type: 77 }).where('id', '=', BigInt(other.member.id)).execute();
    expect(errorCodeOf(await passwordLogin('housecount'))).toBe('NOT_MEMBER');
  });

  it('asks for a new password when it is the default one or has expired', async () => {
    const member = await registerMember(t, { username: 'stalepass' });
    await t.database.db.updateTable('members').set({ password_is_default: true }).where('id', '=', BigInt(member.member.id)).execute();
    expect((await passwordLogin('stalepass')).json().value).toMatchObject({ passwordIsDefault: true, mustChangePassword: true });
    await t.database.db
      .updateTable('members')
      .set({ password_is_default: false, password_changed_at: new Date(Date.now() - 200 * 86_400_000) })
      .where('id', '=', BigInt(member.member.id))
      .execute();
    expect((await passwordLogin('stalepass')).json().value).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    await setWhitelabel({ FORCEPASSEXPIRY: true });
    try {
      expect((await passwordLogin('stalepass')).json().value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    } finally {
      await setWhitelabel({ FORCEPASSEXPIRY: false });
    }
  });
});

describe('sessions', () => {
  it('ends the session on logout', async () => {
    const { token } = await registerMember(t);
    const out = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect([(await info(token)).statusCode, errorCodeOf(await info(token))]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('ends an idle session and one past its lifetime; remember-me outlives the idle limit', async () => {
    const idle = await registerMember(t);
    await t.database.db
      .updateTable('member_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('member_id', '=', BigInt(idle.member.id))
      .execute();
    expect(errorCodeOf(await info(idle.token))).toBe('SESSION_EXPIRED');

    await registerMember(t, { username: 'rememberme' });
    const remembered = (await passwordLogin('rememberme', memberPassword, { remember: true })).json().value as MemberSession;
    const hours = (Date.parse(remembered.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await t.database.db
      .updateTable('member_sessions')
      .set({ last_seen_at: new Date(Date.now() - 5 * 3_600_000) })
      .where('remember', '=', true)
      .execute();
    expect((await info(remembered.token)).statusCode).toBe(200);
    await t.database.db
      .updateTable('member_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('remember', '=', true)
      .execute();
    expect(errorCodeOf(await info(remembered.token))).toBe('SESSION_EXPIRED');
  });
});

describe('language', () => {
  it("saves a signed-in member's language and still answers a visitor or a stale token", async () => {
    const session = await registerMember(t);
    const choose = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/wps/member/language', headers, payload: { language: 'EN' } });
    expect((await choose(bearer(session.token))).json().value).toEqual({ language: 'EN' });
    expect((await info(session.token)).json().value.language).toBe('EN');
    expect((await choose({})).statusCode).toBe(200);
    expect((await choose(bearer('C'.repeat(43)))).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password: the old one and every old session stop working, the new token works', async () => {
    const first = await registerMember(t, { username: 'changer1' });
    const second = (await passwordLogin('changer1')).json().value as MemberSession;
    const change = async (token: string, body: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/password', headers: bearer(token), payload: await sealed(t, body) });
    expect(errorCodeOf(await change(first.token, { oldPassword: 'wrongpass1', newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(errorCodeOf(await change(first.token, { oldPassword: memberPassword, newPassword: 'Newpass2026', confirmNewPassword: 'Different1' }))).toBe(
      'VALIDATION_ERROR',
    );
    const res = await change(first.token, { oldPassword: memberPassword, newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(first.token)).statusCode).toBe(401);
    expect((await info(second.token)).statusCode).toBe(401);
    expect((await info(res.json().value.token)).statusCode).toBe(200);
    expect(errorCodeOf(await passwordLogin('changer1', memberPassword, {}, '10.8.8.8'))).toBe('INVALID_CREDENTIALS');
    expect((await passwordLogin('changer1', 'Newpass2026', await knownCaptcha())).statusCode).toBe(200);
  });

  it('verifies the current password before a sensitive step', async () => {
    const { token } = await registerMember(t);
    const check = async (password: string) =>
      t.app.inject({ method: 'POST', url: '/wps/member/password/verification', headers: bearer(token), payload: await sealed(t, { password }) });
    expect((await check(memberPassword)).json().value).toEqual({ verified: true });
    expect(errorCodeOf(await check('nottheone1'))).toBe('INVALID_CREDENTIALS');
  });

  it('resets by email link (form-encoded request), then needs a new login', async () => {
    const member = await registerMember(t, { username: 'forgetful' });
    await t.database.db.updateTable('members').set({ email: 'forgetful@example.com' }).where('id', '=', BigInt(member.member.id)).execute();
    const form = (body: string) =>
      t.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    expect(errorCodeOf(await form('username=forgetful&email=other%40example.com'))).toBe('USERNAME_EMAIL_NOT_FOUND');
    expect((await form('username=Forgetful&email=Forgetful%40example.com')).json().value).toEqual({ sent: true });
    const mail = await lastOutboxMessage(t, 'email');
    expect(mail.recipient).toBe('forgetful@example.com');
    const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = (body: Record<string, string>) => t.app.inject({ method: 'POST', url: '/wps/member/password/reset', payload: body });
    expect((await reset({ token: token!, newPassword: 'Fresh2026x', confirmNewPassword: 'Fresh2026x' })).json().value).toEqual({ reset: true });
    expect(errorCodeOf(await reset({ token: token!, newPassword: 'Again2026x', confirmNewPassword: 'Again2026x' }))).toBe('RESET_LINK_INVALID');
    expect((await info(member.token)).statusCode).toBe(401);
    expect((await passwordLogin('forgetful', 'Fresh2026x')).statusCode).toBe(200);
  });

  it('resets by phone with an SMS code and signs the member in', async () => {
    const member = await registerMember(t, { username: 'phonereset' });
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '91', mobile_num: '9876500003' })
      .where('id', '=', BigInt(member.member.id))
      .execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '91', mobileNum: '9876500003', purpose: 'reset', altcha: await solvedAltcha(t) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/phone',
      payload: await sealed(t, {
        countryDialingCode: '91',
        mobileNum: '9876500003',
        verificationCode: await lastCode(t, 'sms'),
        newPassword: 'Phone2026x',
        confirmNewPassword: 'Phone2026x',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ step: 'done', mustChangePassword: false });
    expect((await info(member.token)).statusCode).toBe(401);
  });
});

describe('free play', () => {
  it('creates a trial account that member pages refuse with TRIAL_ACCOUNT', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', altcha: await solvedAltcha(t) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value as MemberSession;
    expect(session.member).toMatchObject({ isTrial: true, type: 4 });
    expect((await info(session.token)).json().value.isTrial).toBe(true);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: bearer(session.token),
      payload: await sealed(t, { oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'y' }),
    });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TRIAL_ACCOUNT']);
  });

  it('is refused when free play is off', async () => {
    await setWhitelabel({ FREEPLAY: false });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
      expect(errorCodeOf(res)).toBe('FORBIDDEN');
    } finally {
      await setWhitelabel({ FREEPLAY: true });
    }
  });
});
