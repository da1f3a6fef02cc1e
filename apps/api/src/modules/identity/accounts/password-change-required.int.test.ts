import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';

let t: TestApp;
let agent: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  agent = await newMember(t, { agent: true });
  const whitelabel = await t.services.settings.get('whitelabel');
  await t.services.settings.update('whitelabel', { ...whitelabel.value, AGENTPOLICY3: true }, whitelabel.version, systemActor('test'));
});
afterAll(async () => t.close());

const given = 'Given2026pass';
let counter = 0;
const openByAgent = async (): Promise<string> => {
  const account = `handed${++counter}x`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/agent/downlines',
    headers: bearer(agent.token),
    payload: await sealed(t, { kind: 'player', account, password: given, idempotencyKey: `handed-key-${counter}` }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return account;
};
const login = async (username: string, password: string): Promise<MemberSession> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await sealed(t, { type: 'username', username, password }),
    remoteAddress: '10.0.0.1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as MemberSession;
};
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a password set by an agent', () => {
  it('must be changed at the next sign-in before anything else, enforced by the server', async () => {
    const account = await openByAgent();
    const session = await login(account, given);
    expect(session.mustChangePassword).toBe(true);
    expect(session.member.passwordChangeRequired).toBe(true);

    for (const url of ['/wps/v2/wallets/balance', '/wps/member/security', '/wps/member/notices']) {
      const refused = await get(session.token, url);
      expect([refused.statusCode, errorCodeOf(refused)], url).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    }
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/transferUpline',
      headers: bearer(session.token),
      payload: await sealed(t, { amount: 1_000, paymentPassword: '135790', idempotencyKey: 'handed-transfer' }),
    });
    expect(errorCodeOf(transfer)).toBe('PASSWORD_CHANGE_REQUIRED');

    const info = await get(session.token, '/wps/member/info');
    expect([info.statusCode, info.json().value.passwordChangeRequired]).toEqual([200, true]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: bearer(session.token),
      payload: await sealed(t, { oldPassword: given, newPassword: 'Mine2026secret', confirmNewPassword: 'Mine2026secret' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json().value.token as string;
    expect((await get(token, '/wps/v2/wallets/balance')).statusCode).toBe(200);
    expect((await get(token, '/wps/member/info')).json().value.passwordChangeRequired).toBe(false);
    expect((await login(account, 'Mine2026secret')).mustChangePassword).toBe(false);
  });

  it('still lets that session sign out', async () => {
    const session = await login(await openByAgent(), given);
    const out = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: bearer(session.token) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await get(session.token, '/wps/member/info')).statusCode).toBe(401);
  });

  it('leaves a member who chose the password alone', async () => {
    expect((await get(agent.token, '/wps/v2/wallets/balance')).statusCode).toBe(200);
  });
});
