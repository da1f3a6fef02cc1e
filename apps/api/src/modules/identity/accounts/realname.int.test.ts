import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALTCHA_MAX_NUMBER: '2000' });
});
afterAll(async () => t.close());

const putRealName = async (token: string, body: Record<string, unknown>, encrypted = true) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/realName', headers: bearer(token), payload: encrypted ? await sealed(t, body) : body });
const overview = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/security', headers: bearer(token) })).json().value as Record<string, unknown>;
const realNameOf = async (session: MemberSession) =>
  (await t.database.db.selectFrom('members').select('real_name').where('id', '=', BigInt(session.member.id)).executeTakeFirstOrThrow()).real_name;
const addBankAccount = (token: string, payeeName: string, accountNumber = '12345678901') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/bankAccounts',
    headers: bearer(token),
    payload: { bankName: 'HDFC Bank', ifsc: 'HDFC0001234', accountNumber, payeeName },
  });
const auditEntries = (account: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'member.real_name.set').where('target', '=', account).execute();

describe('setting the real name', () => {
  it('is set once with the login password, shown in the overview, and audited without the name', async () => {
    const session = await registerMember(t);
    expect(await overview(session.token)).toMatchObject({ realNameSet: false, realName: null });

    const set = await putRealName(session.token, { realName: '  Ada   Lovelace ', password: memberPassword });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toEqual({ realName: 'Ada Lovelace' });
    expect(await realNameOf(session)).toBe('Ada Lovelace');
    expect(await overview(session.token)).toMatchObject({ realNameSet: true, realName: 'Ada Lovelace' });

    const entries = await auditEntries(session.member.account);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_type: 'member', actor_id: session.member.id.toString(), actor_name: session.member.account });
    expect(JSON.stringify(entries[0]?.details)).not.toContain('Lovelace');

    const again = await putRealName(session.token, { realName: 'Someone Else', password: memberPassword });
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'CONFLICT']);
    expect(await realNameOf(session)).toBe('Ada Lovelace');
  });

  it('treats a blank name on file as not set', async () => {
    const session = await registerMember(t);
    await t.database.db.updateTable('members').set({ real_name: '   ' }).where('id', '=', BigInt(session.member.id)).execute();
    expect(await overview(session.token)).toMatchObject({ realNameSet: false, realName: null });
    const set = await putRealName(session.token, { realName: 'Grace Hopper', password: memberPassword });
    expect(set.statusCode, set.body).toBe(200);
    expect(await realNameOf(session)).toBe('Grace Hopper');
  });

  it('lets one of two parallel calls through', async () => {
    const session = await registerMember(t);
    const [a, b] = await Promise.all([
      putRealName(session.token, { realName: 'First Name', password: memberPassword }),
      putRealName(session.token, { realName: 'Second Name', password: memberPassword }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await auditEntries(session.member.account)).toHaveLength(1);
  });

  it('refuses a name the payeeName rule does not accept, with the field and its message key', async () => {
    const session = await registerMember(t);
    for (const realName of ['A', '   ', 'R2 D2', 'Ada_Lovelace', 'x'.repeat(65)]) {
      const res = await putRealName(session.token, { realName, password: memberPassword });
      expect([res.statusCode, errorCodeOf(res)], realName).toEqual([400, 'VALIDATION_ERROR']);
      const issue = (res.json().details as { issues: { path: string; key: string; params: Record<string, number> }[] }).issues[0];
      // The default payeeName entry: twoLettersWithSpaces, 2-50 characters.
      expect(issue).toMatchObject({ path: 'body.realName', key: 'validation.twoLettersWithSpaces', params: { min: 2, max: 50 } });
    }
    const tooLong = await putRealName(session.token, { realName: 'x'.repeat(257), password: memberPassword });
    expect([tooLong.statusCode, errorCodeOf(tooLong)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await realNameOf(session)).toBeNull();
    // Names of any script are letters.
    expect((await putRealName(session.token, { realName: 'Nguyễn Thị Minh', password: memberPassword })).statusCode).toBe(200);
  });

  it("follows the merchant's payeeName rule, its lengths kept within 2-64", async () => {
    const doc = await t.services.settings.get('register');
    const fields = {
      ...doc.value.fields,
      payeeName: {
        ...doc.value.fields.payeeName,
        validation: { patternId: 'upperSpacesOneLetter' as const, minLength: 1, maxLength: 100, acceptedPattern: '*' },
      },
    };
    await t.services.settings.update('register', { ...doc.value, fields }, doc.version, systemActor('test'));
    try {
      const session = await registerMember(t);
      const lower = await putRealName(session.token, { realName: 'Ada Lovelace', password: memberPassword });
      expect((lower.json().details as { issues: { key: string; params: unknown }[] }).issues[0]).toMatchObject({
        key: 'validation.upperSpacesOneLetter',
        params: { min: 2, max: 64 },
      });
      expect(errorCodeOf(await putRealName(session.token, { realName: 'A'.repeat(65), password: memberPassword }))).toBe('VALIDATION_ERROR');
      expect(errorCodeOf(await putRealName(session.token, { realName: 'A', password: memberPassword }))).toBe('VALIDATION_ERROR');
      const upper = await putRealName(session.token, { realName: 'ADA LOVELACE', password: memberPassword });
      expect(upper.statusCode, upper.body).toBe(200);
    } finally {
      const now = await t.services.settings.get('register');
      await t.services.settings.update(
        'register',
        { ...now.value, fields: { ...now.value.fields, payeeName: doc.value.fields.payeeName } },
        now.version,
        systemActor('test'),
      );
    }
  });

  it('refuses a wrong password as the other security-centre writes do', async () => {
    const session = await registerMember(t);
    const res = await putRealName(session.token, { realName: 'Ada Lovelace', password: 'NotMine2026' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(await realNameOf(session)).toBeNull();
  });

  it('refuses a plain body', async () => {
    const session = await registerMember(t);
    const res = await putRealName(session.token, { realName: 'Ada Lovelace', password: memberPassword }, false);
    expect(errorCodeOf(res)).toBe('ENCRYPTION_REQUIRED');
    expect(await realNameOf(session)).toBeNull();
  });

  it('refuses a trial account and a caller without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
    const trial = (res.json().value as MemberSession).token;
    const refused = await putRealName(trial, { realName: 'Ada Lovelace', password: 'x' });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TRIAL_ACCOUNT']);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/wps/member/realName', payload: await sealed(t, { realName: 'Ada Lovelace', password: 'x' }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bank accounts after the real name is set', () => {
  it('accept the real name as payee and refuse another name', async () => {
    const session = await registerMember(t);
    const before = await addBankAccount(session.token, 'Ada Lovelace');
    expect([before.statusCode, errorCodeOf(before)]).toEqual([400, 'REAL_NAME_REQUIRED']);

    expect((await putRealName(session.token, { realName: 'Ada Lovelace', password: memberPassword })).statusCode).toBe(200);
    const added = await addBankAccount(session.token, '  ada  LOVELACE ');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value).toMatchObject({ bankName: 'HDFC Bank', ifsc: 'HDFC0001234', payeeName: 'ada LOVELACE' });
    const other = await addBankAccount(session.token, 'Charles Babbage', '98765432101');
    expect([other.statusCode, errorCodeOf(other)]).toEqual([400, 'PAYEE_NAME_MISMATCH']);
  });
});
