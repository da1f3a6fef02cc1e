import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode } from '../../../testing/outbox';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const memberRow = (id: string | number) =>
  t.database.db.selectFrom('members').select(['vip_level', 'country']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

describe("a member's VIP level and country", () => {
  it('takes the country from the mobile dialing code at registration and keeps the device id of the login event', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+91', mobileNo: '9876511111', altcha: await solvedAltcha(t) },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers: { 'x-device-id': 'dev_abcdefgh12345678' },
      payload: await sealed(t, {
        countryDialingCode: '+91',
        mobileNum: '9876511111',
        password: memberPassword,
        confirmPassword: memberPassword,
        terms: true,
        ageConfirmed: true,
        verificationCode: await lastCode(t, 'sms'),
        altcha: await solvedAltcha(t),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().value as { member: { id: string } }).member.id;
    expect(await memberRow(id)).toEqual({ vip_level: 0, country: 'IN' });
    const event = await t.database.db.selectFrom('member_login_events').select('device_id').where('member_id', '=', BigInt(id)).executeTakeFirstOrThrow();
    expect(event.device_id).toBe('dev_abcdefgh12345678');

    // Without a mobile number there is no country to take.
    const plain = await registerMember(t);
    expect(await memberRow(plain.member.id)).toEqual({ vip_level: 0, country: null });
  });

  it('lets support set them, audits the change, and refuses bad values and other roles', async () => {
    const member = await registerMember(t);
    const support = await t.staffToken(['support']);
    const url = `/bo/members/${member.member.id}/promotionProfile`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(support) })).json().value).toEqual({
      memberId: Number(member.member.id),
      vipLevel: 0,
      country: null,
    });

    const put = await t.app.inject({ method: 'PUT', url, headers: bearer(support), payload: { vipLevel: 7, country: 'vn' } });
    expect(put.json().value, put.body).toEqual({ memberId: Number(member.member.id), vipLevel: 7, country: 'VN' });
    expect(await memberRow(member.member.id)).toEqual({ vip_level: 7, country: 'VN' });
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'member.promotion_profile.update').execute();
    expect(audit).toEqual([{ action: 'member.promotion_profile.update', target: `member:${member.member.id}` }]);

    for (const payload of [{ vipLevel: 101, country: null }, { vipLevel: 1, country: 'VNM' }, { vipLevel: 1 }]) {
      const bad = await t.app.inject({ method: 'PUT', url, headers: bearer(support), payload });
      expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/bo/members/999999999/promotionProfile', headers: bearer(support) });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'NOT_FOUND']);
    const finance = await t.staffToken(['finance']);
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(finance), payload: { vipLevel: 1, country: null } })).statusCode).toBe(403);
  });
});
