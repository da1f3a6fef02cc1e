import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../lib/totp';
import { systemActor } from '../../platform/audit';
import { bearer, createTestApp, errorCodeOf, testPassword, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
const newPassword = 'a brand new passphrase';
const login = (username: string, password = testPassword) => t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username, password } });
const signIn = async (username: string, password = testPassword, at = Date.now()) => {
  const step = (await login(username, password)).json().value as { step: string; challenge: string; secret?: string };
  const secret = step.secret ?? secrets.get(username) ?? '';
  secrets.set(username, secret);
  const res = await t.app.inject({ method: 'POST', url: '/bo/auth/totp', payload: { challenge: step.challenge, code: totpCode(secret, at) } });
  return res.json().value as { token: string; passwordChangeRequired: boolean };
};
const secrets = new Map<string, string>();
const createStaff = async (mustChangePassword: boolean) => {
  const username = `pwchange${++n}`;
  await t.services.staffAdmin.create({ username, password: testPassword, roles: ['admin'], mustChangePassword }, systemActor('test'));
  return username;
};
const changePassword = (token: string, currentPassword: string, next = newPassword) =>
  t.app.inject({ method: 'PUT', url: '/bo/auth/password', headers: bearer(token), payload: { currentPassword, newPassword: next } });

describe('a temporary staff password', () => {
  it('allows nothing but changing it, then everything the roles allow', async () => {
    const username = await createStaff(true);
    const session = await signIn(username);
    expect(session.passwordChangeRequired).toBe(true);
    for (const url of ['/bo/auth/me', '/bo/audit']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(session.token) });
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    }
    const wrong = await changePassword(session.token, 'not the current one');
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);

    expect((await changePassword(session.token, testPassword)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(session.token) })).statusCode).toBe(200);
    const next = await signIn(username, newPassword, Date.now() + 30_000);
    expect(next.passwordChangeRequired).toBe(false);
    expect(errorCodeOf(await login(username))).toBe('INVALID_CREDENTIALS');
  });

  it('lets such a session sign out', async () => {
    const session = await signIn(await createStaff(true));
    expect((await t.app.inject({ method: 'POST', url: '/bo/auth/logout', headers: bearer(session.token) })).statusCode).toBe(200);
  });
});

describe('changing my staff password', () => {
  it('ends my other sessions, keeps this one and is audited', async () => {
    const username = await createStaff(false);
    const other = await signIn(username);
    const mine = await signIn(username, testPassword, Date.now() + 30_000);
    expect(mine.passwordChangeRequired).toBe(false);
    expect((await changePassword(mine.token, testPassword)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(mine.token) })).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(other.token) });
    expect([ended.statusCode, errorCodeOf(ended)]).toEqual([401, 'UNAUTHORIZED']);
    const { list } = await t.services.audit.list({ limit: 50, actor: username });
    expect(list.map((e) => e.action)).toContain('staff.password.changed');
    expect(JSON.stringify(list)).not.toContain(newPassword);
  });

  it('refuses a new password that is too short or the same as the current one', async () => {
    const session = await signIn(await createStaff(false));
    expect(errorCodeOf(await changePassword(session.token, testPassword, 'short'))).toBe('VALIDATION_ERROR');
    expect(errorCodeOf(await changePassword(session.token, testPassword, testPassword))).toBe('VALIDATION_ERROR');
  });

  it('refuses a common password however long, and a staff account cannot be created with one', async () => {
    const session = await signIn(await createStaff(false));
    const common = await changePassword(session.token, testPassword, 'Qwerty123456');
    expect([common.statusCode, errorCodeOf(common), common.json().details]).toEqual([
      400,
      'VALIDATION_ERROR',
      { field: 'newPassword', reason: 'COMMON_PASSWORD' },
    ]);
    await expect(
      t.services.staffAdmin.create({ username: 'commonpw1', password: '1qaz2wsx3edc', roles: ['support'] }, systemActor('staff-password-test')),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: 'COMMON_PASSWORD' } });
  });
});
