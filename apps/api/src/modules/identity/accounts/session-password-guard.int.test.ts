import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const wrong = 'NotMine2026';
type Check = { name: string; method: 'POST' | 'PUT'; url: string; body: (password: string) => Record<string, string> };

// Every call a signed-in session makes with the login password; each gets a wrong one.
const checks: Check[] = [
  { name: 'password verification', method: 'POST', url: '/wps/member/password/verification', body: (password) => ({ password }) },
  {
    name: 'password change',
    method: 'PUT',
    url: '/wps/member/password',
    body: (oldPassword) => ({ oldPassword, newPassword: 'Another2026x', confirmNewPassword: 'Another2026x' }),
  },
  {
    name: 'payment password',
    method: 'PUT',
    url: '/wps/member/paymentPassword',
    body: (loginPassword) => ({ loginPassword, newPaymentPassword: '135790', confirm: '135790' }),
  },
  { name: 'real name', method: 'PUT', url: '/wps/member/realName', body: (password) => ({ realName: 'Ada Lovelace', password }) },
  {
    name: 'binding a mobile',
    method: 'POST',
    url: '/wps/member/mobile/bind',
    body: (password) => ({ password, countryDialingCode: '+91', mobileNum: '9811100077', verificationCode: '123456' }),
  },
  {
    name: 'binding an email',
    method: 'POST',
    url: '/wps/member/email/bind',
    body: (password) => ({ password, email: 'guess@example.com', verificationCode: '123456' }),
  },
  { name: 'disabling TOTP', method: 'POST', url: '/wps/member/totp/disable', body: (password) => ({ password, code: '123456' }) },
  { name: 'self-exclusion', method: 'POST', url: '/wps/member/protection/selfExclusion', body: (password) => ({ period: '6m', password }) },
];

const send = async (token: string, check: Check, password: string) =>
  t.app.inject({ method: check.method, url: check.url, headers: bearer(token), payload: await sealed(t, check.body(password)) });
const security = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/security', headers: bearer(token) });
const secondSession = async (session: MemberSession) => {
  const prepared = await t.services.memberSessions.prepare({ method: 'password', remember: false, ip: '10.0.0.2', userAgent: 'test' });
  return (await t.services.memberSessions.save(t.database.db, prepared, BigInt(session.member.id))).token;
};

describe('login password checks of a signed-in session', () => {
  it.each(checks)('$name: counts wrong passwords and ends the session at the fifth', async (check) => {
    const session = await registerMember(t);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const res = await send(session.token, check, wrong);
      expect([res.statusCode, errorCodeOf(res), res.json().details]).toEqual([401, 'INVALID_CREDENTIALS', { attemptsLeft }]);
      expect((await security(session.token)).statusCode).toBe(200);
    }
    const fifth = await send(session.token, check, wrong);
    expect([fifth.statusCode, errorCodeOf(fifth)]).toEqual([401, 'TOO_MANY_PASSWORD_GUESSES']);
    const after = await security(session.token);
    expect(after.statusCode).toBe(401);
  });

  it('counts per account across calls and sessions; another session asking meanwhile is ended unchecked', async () => {
    const session = await registerMember(t);
    const other = await secondSession(session);
    for (const check of checks.slice(0, 4)) expect(errorCodeOf(await send(session.token, check, wrong))).toBe('INVALID_CREDENTIALS');
    expect(errorCodeOf(await send(other, checks[5] as Check, wrong))).toBe('TOO_MANY_PASSWORD_GUESSES');
    expect((await security(other)).statusCode).toBe(401);
    // Even the right password no longer helps while five wrong ones stand.
    expect(errorCodeOf(await send(session.token, checks[0] as Check, memberPassword))).toBe('TOO_MANY_PASSWORD_GUESSES');
    expect((await security(session.token)).statusCode).toBe(401);
  });

  it('starts the count again after the right password', async () => {
    const session = await registerMember(t);
    const verify = checks[0] as Check;
    for (let i = 0; i < 4; i += 1) await send(session.token, verify, wrong);
    expect((await send(session.token, verify, memberPassword)).statusCode).toBe(200);
    const res = await send(session.token, verify, wrong);
    expect(res.json().details).toEqual({ attemptsLeft: 4 });
  });
});
