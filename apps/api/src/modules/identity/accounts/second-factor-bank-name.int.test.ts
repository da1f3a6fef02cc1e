import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret } from '../../../lib/totp';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ip = 10;
const login = async (username: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'username', username, password: memberPassword }),
      remoteAddress: `10.7.7.${++ip}`,
    })
  ).json().value;
const allowBankName = async (on: boolean) => {
  const doc = await t.services.settings.get('accountSecurity');
  await t.services.settings.update('accountSecurity', { ...doc.value, bankNameSecondFactor: on }, doc.version, systemActor('test'));
};
const memberWith = async (username: string, fields: { real_name?: string; totp_secret?: string }) => {
  const session = await registerMember(t, { username });
  await t.database.db.updateTable('members').set(fields).where('id', '=', BigInt(session.member.id)).execute();
};

describe('the bank account name as a second factor', () => {
  it('is off by default', async () => {
    expect((await t.services.settings.value('accountSecurity')).bankNameSecondFactor).toBe(false);
    await memberWith('bankonly1', { real_name: 'Ravi Kumar' });
    expect((await login('bankonly1')).step).toBe('done');
  });

  it('is offered, once the operator allows it, only to a member with no stronger factor', async () => {
    await allowBankName(true);
    await memberWith('bankonly2', { real_name: 'Ravi Kumar' });
    expect(await login('bankonly2')).toMatchObject({ step: 'secondFactor', methods: ['bankName'] });

    await memberWith('strong1', { real_name: 'Asha Rao', totp_secret: newTotpSecret() });
    const step = await login('strong1');
    expect(step).toMatchObject({ step: 'secondFactor', methods: ['totp'] });
    const weaker = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      payload: { challenge: step.challenge, method: 'bankName', answer: 'Asha Rao' },
      remoteAddress: `10.7.7.${ip}`,
    });
    expect(errorCodeOf(weaker)).toBe('SECOND_FACTOR_INVALID');
    await allowBankName(false);
  });
});
