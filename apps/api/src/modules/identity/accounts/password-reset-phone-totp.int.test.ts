import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../../lib/totp';
import { registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode } from '../../../testing/outbox';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sendResetCode = async (mobileNum: string) => {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { countryDialingCode: '91', mobileNum, purpose: 'reset', altcha: await solvedAltcha(t) },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return lastCode(t, 'sms');
};

const resetByPhone = async (mobileNum: string, verificationCode: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/phone',
    payload: await sealed(t, { countryDialingCode: '91', mobileNum, verificationCode, newPassword: 'Phone2026x', confirmNewPassword: 'Phone2026x', ...extra }),
  });

const passwordHashOf = async (id: number) =>
  (await t.database.db.selectFrom('members').select('password_hash').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).password_hash;

describe('forgot password by phone, for a member with an authenticator', () => {
  it('asks for the authenticator code, keeps the SMS code for it, and spends both on success', async () => {
    const member = await registerMember(t, { username: 'phonetotp' });
    const secret = newTotpSecret();
    const mobileNum = '9876500077';
    await t.database.db
      .updateTable('members')
      .set({ country_dialing_code: '91', mobile_num: mobileNum, totp_secret: secret })
      .where('id', '=', BigInt(member.member.id))
      .execute();
    const before = await passwordHashOf(member.member.id);

    const code = await sendResetCode(mobileNum);
    const asked = await resetByPhone(mobileNum, code);
    expect([asked.statusCode, errorCodeOf(asked)]).toEqual([400, 'AUTHENTICATOR_CODE_REQUIRED']);
    expect(await passwordHashOf(member.member.id)).toBe(before);

    // A wrong authenticator code spends the SMS code: each guess costs a new SMS.
    const wrong = await resetByPhone(mobileNum, code, { totpCode: totpCode(secret, Date.now() - 10 * 60_000) });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_TOTP']);
    expect(await passwordHashOf(member.member.id)).toBe(before);
    const spent = await resetByPhone(mobileNum, code, { totpCode: totpCode(secret) });
    expect(errorCodeOf(spent)).toBe('VERIFICATION_CODE_INVALID');

    // A second number, so the send is not held back by the first one's resend wait.
    const otherNum = '9876500078';
    await t.database.db.updateTable('members').set({ mobile_num: otherNum }).where('id', '=', BigInt(member.member.id)).execute();
    const done = await resetByPhone(otherNum, await sendResetCode(otherNum), { totpCode: totpCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await passwordHashOf(member.member.id)).not.toBe(before);
  });
});
