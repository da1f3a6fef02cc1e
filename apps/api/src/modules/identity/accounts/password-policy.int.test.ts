import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { newMember } from '../../money/wallet/wallet.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let counter = 0;
const register = async (password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await sealed(t, {
      username: `policy${++counter}x`,
      password,
      confirmPassword: password,
      terms: true,
      ageConfirmed: true,
      altcha: await solvedAltcha(t),
    }),
  });
const problemOf = (res: { json: () => { details: { issues: { path: string; key: string }[] } } }) => res.json().details.issues.map((i) => [i.path, i.key]);

describe('the default member password rule (NIST SP 800-63B)', () => {
  it('takes 8 to 64 characters of any kind, spaces and symbols included', async () => {
    for (const password of ['correct horse 2026!', 'ñandú-Ω 2026', 'x'.repeat(63) + '!']) expect((await register(password)).statusCode, password).toBe(200);
    const short = await register('Ab1!xyz');
    expect([short.statusCode, errorCodeOf(short)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(problemOf(short)).toEqual([['body.password', 'validation.length']]);
    expect((await register('y'.repeat(65))).statusCode).toBe(400);
  });

  it('refuses a common password, whatever its case, at registration, password change and an agent opening an account', async () => {
    const common = await register('QwertyUiop');
    expect([common.statusCode, problemOf(common)]).toEqual([400, [['body.password', 'validation.commonPassword']]]);
    expect(common.json().details.issues[0].message).toBe('This password is too common and easy to guess. Choose another one.');

    const session = await registerMember(t);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: bearer(session.token),
      payload: await sealed(t, { oldPassword: memberPassword, newPassword: 'sunshine', confirmNewPassword: 'sunshine' }),
    });
    expect([change.statusCode, problemOf(change)]).toEqual([400, [['body.newPassword', 'validation.commonPassword']]]);

    const agent = await newMember(t, { agent: true });
    const whitelabel = await t.services.settings.get('whitelabel');
    await t.services.settings.update('whitelabel', { ...whitelabel.value, AGENTPOLICY3: true }, whitelabel.version, systemActor('test'));
    const opened = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/downlines',
      headers: bearer(agent.token),
      payload: await sealed(t, { kind: 'player', account: 'commonpw1', password: 'password1', idempotencyKey: 'open-common-01' }),
    });
    expect([opened.statusCode, problemOf(opened)]).toEqual([400, [['body.password', 'validation.commonPassword']]]);
  });

  it('lets the operator tighten the rule in the register settings', async () => {
    const doc = await t.services.settings.get('register');
    const fields = {
      ...doc.value.fields,
      password: { ...doc.value.fields.password, validation: { patternId: 'strong' as const, minLength: 12, maxLength: 64, acceptedPattern: '*' } },
    };
    await t.services.settings.update('register', { ...doc.value, fields }, doc.version, systemActor('test'));
    expect((await register('correct horse 2026!')).statusCode).toBe(400);
    expect((await register('Correct-Horse-2026')).statusCode).toBe(200);
  });
});
