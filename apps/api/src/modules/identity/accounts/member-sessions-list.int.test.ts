import type { LiveMemberSessions, MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const home = '10.0.0.1';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const login = async (username: string, userAgent = phone) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await sealed(t, { type: 'username', username, password: memberPassword }),
    remoteAddress: home,
    headers: { 'user-agent': userAgent },
  });
  expect(res.json().value, res.body).toMatchObject({ step: 'done' });
  return res.json().value as MemberSession;
};
const sessionsOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/member/sessions', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as LiveMemberSessions;
};
const revoke = async (token: string, id: number, password = memberPassword) =>
  t.app.inject({ method: 'POST', url: `/wps/member/sessions/${id}/revoke`, headers: bearer(token), payload: await sealed(t, { password }) });
const revokeOthers = async (token: string, password = memberPassword) =>
  t.app.inject({ method: 'POST', url: '/wps/member/sessions/revokeOthers', headers: bearer(token), payload: await sealed(t, { password }) });
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
const failuresOf = async (memberId: number) =>
  (await t.database.db.selectFrom('member_password_failures').select('id').where('member_id', '=', BigInt(memberId)).execute()).length;
const auditOf = (account: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'details'])
    .where('target', '=', account)
    .where('action', '=', 'member.sessions.revoked')
    .orderBy('id')
    .execute();

describe('the signed-in devices of a member', () => {
  it('lists the live sessions with the caller flagged, never another member’s', async () => {
    await registerMember(t, { username: 'devices01' });
    const other = await registerMember(t, { username: 'devices02' });
    const first = await login('devices01');
    const second = await login('devices01', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    // The registration session is live too, so three: both logins and the first sign-in.
    const listed = await sessionsOf(second.token);
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed[0]).toMatchObject({ current: true, userAgent: 'Chrome 131 · Windows', ip: home, method: expect.any(String) });
    expect(listed[1]).toMatchObject({ current: false, userAgent: 'Safari 17 · iOS' });
    expect((await sessionsOf(first.token)).find((s) => s.current)?.id).toBe(listed[1]?.id);

    const otherIds = (await sessionsOf(other.token)).map((s) => s.id);
    expect(otherIds).toHaveLength(1);
    expect(listed.map((s) => s.id)).not.toContain(otherIds[0]);
    // Another member's session is NOT_FOUND, and stays alive.
    expect(errorCodeOf(await revoke(second.token, otherIds[0] ?? 0))).toBe('NOT_FOUND');
    expect((await info(other.token)).statusCode).toBe(200);
  });

  it('leaves out revoked and idle-expired sessions', async () => {
    await registerMember(t, { username: 'devices03' });
    const a = await login('devices03');
    const b = await login('devices03');
    const ids = (await sessionsOf(a.token)).map((s) => s.id);
    const bId = (await sessionsOf(b.token)).find((s) => s.current)?.id ?? 0;
    await t.database.db
      .updateTable('member_sessions')
      .set({ last_seen_at: new Date(Date.now() - 365 * 86_400_000) })
      .where('id', '=', BigInt(bId))
      .execute();
    const left = (await sessionsOf(a.token)).map((s) => s.id);
    expect(left).toEqual(ids.filter((id) => id !== bId));
  });

  it('ends one session with the right password; a wrong one is counted and ends nothing', async () => {
    const member = await registerMember(t, { username: 'devices04' });
    const a = await login('devices04');
    const b = await login('devices04');
    const bId = (await sessionsOf(b.token)).find((s) => s.current)?.id ?? 0;

    const wrong = await revoke(a.token, bId, 'NotThePassword1');
    expect(errorCodeOf(wrong)).toBe('INVALID_CREDENTIALS');
    expect(await failuresOf(member.member.id)).toBe(1);
    expect((await info(b.token)).statusCode).toBe(200);

    const done = await revoke(a.token, bId);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().value as LiveMemberSessions).map((s) => s.id)).not.toContain(bId);
    expect((await info(b.token)).statusCode).toBe(401);
    expect((await info(a.token)).statusCode).toBe(200);
    // Ended already: nothing left to end.
    expect(errorCodeOf(await revoke(a.token, bId))).toBe('NOT_FOUND');
    expect(await auditOf('devices04')).toEqual([
      { action: 'member.sessions.revoked', actor_type: 'member', details: { scope: 'one', sessions: [String(bId)] } },
    ]);
  });

  it('ends every other session and keeps the caller', async () => {
    const registered = await registerMember(t, { username: 'devices05' });
    const a = await login('devices05');
    const b = await login('devices05');
    const res = await revokeOthers(b.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ revoked: 2 });
    expect((await info(b.token)).statusCode).toBe(200);
    expect((await info(a.token)).statusCode).toBe(401);
    expect((await info(registered.token)).statusCode).toBe(401);
    expect((await sessionsOf(b.token)).map((s) => s.current)).toEqual([true]);
    expect(errorCodeOf(await revokeOthers(b.token, 'NotThePassword1'))).toBe('INVALID_CREDENTIALS');
    expect(await auditOf('devices05')).toHaveLength(1);
  });
});
