import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode } from '../../../testing/outbox';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { phoneDigitsOf, phoneReadings } from './phone-sign-in';

// Registration and sign-in from one IP: a new IP would ask for a second factor first.
const home = '10.0.0.7';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '2000' });
});
afterAll(async () => t.close());

const login = async (username: string, password = memberPassword) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealed(t, { type: 'username', username, password }), remoteAddress: home });

/** Registers by mobile number (with the SMS code from the outbox), as the number is typed. */
const registerByMobile = async (countryDialingCode: string, mobileNum: string) => {
  await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode, mobileNo: mobileNum, altcha: await solvedAltcha(t) },
  });
  const body = {
    countryDialingCode,
    mobileNum,
    password: memberPassword,
    confirmPassword: memberPassword,
    terms: true,
    ageConfirmed: true,
    verificationCode: await lastCode(t, 'sms'),
    altcha: await solvedAltcha(t),
  };
  return t.app.inject({ method: 'PUT', url: '/wps/member/register/mobile', payload: await sealed(t, body), remoteAddress: home });
};

describe('reading a sign-in name as a phone number', () => {
  it('takes digits with a +, spaces, dashes and brackets, without leading zeros', () => {
    expect(phoneDigitsOf('+91 98765-43210')).toBe('919876543210');
    expect(phoneDigitsOf('098765 43210')).toBe('9876543210');
    expect(phoneDigitsOf('0091 (98765) 43210')).toBe('919876543210');
    expect(phoneDigitsOf('player01')).toBeNull();
    expect(phoneDigitsOf('012')).toBeNull();
  });

  it('reads the first one to four digits as a dialing code, or none', () => {
    expect(phoneReadings('4407700900')).toEqual([
      { dialing: null, national: '4407700900' },
      { dialing: '4', national: '407700900' },
      { dialing: '44', national: '7700900' },
      { dialing: '440', national: '7700900' },
      { dialing: '4407', national: '700900' },
    ]);
  });
});

describe('signing in with the registered mobile number', () => {
  it('names the account after the number and signs in with the number typed any way registration took it', async () => {
    const res = await registerByMobile('+91', '09876511111');
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value as MemberSession;
    // Shown to the member as their username: the number with its code, never blank or an id.
    expect(session.member.account).toBe('919876511111');

    for (const typed of ['919876511111', '9876511111', '09876511111', '+91 98765 11111', '+91-98765-11111', '098765-11111', ' 0091 98765 11111 ']) {
      const attempt = await login(typed);
      expect(attempt.statusCode, `${typed}: ${attempt.body}`).toBe(200);
      expect((attempt.json().value as MemberSession).member.id).toBe(session.member.id);
    }
    const wrong = await login('+91 98765 11111', 'Wrong2026x');
    expect(errorCodeOf(wrong)).toBe('INVALID_CREDENTIALS');
  });

  it('treats a number with or without its trunk 0 as the same phone at registration', async () => {
    expect((await registerByMobile('+91', '9876522222')).statusCode).toBe(200);
    const again = await registerByMobile('+91', '09876522222');
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'MOBILE_TAKEN']);
  });

  it('tells one national number under two codes apart by the password', async () => {
    const india = (await registerByMobile('+91', '7700933333')).json().value as MemberSession;
    // The second member under another code changes the password, so only one of them fits each.
    const uk = (await registerByMobile('+44', '7700933333')).json().value as MemberSession;
    expect(uk.member.account).toBe('447700933333');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${uk.token}` },
      payload: await sealed(t, { oldPassword: memberPassword, newPassword: 'Other2026x', confirmNewPassword: 'Other2026x' }),
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    const asIndia = await login('7700933333');
    expect((asIndia.json().value as MemberSession).member.id).toBe(india.member.id);
    const asUk = await login('07700 933333', 'Other2026x');
    expect((asUk.json().value as MemberSession).member.id).toBe(uk.member.id);
    expect((await login('+44 7700 933333')).statusCode).not.toBe(200);
  });

  it('answers a number nobody registered exactly like a wrong password', async () => {
    expect(errorCodeOf(await login('+1 555 000 0000'))).toBe('INVALID_CREDENTIALS');
  });
});
