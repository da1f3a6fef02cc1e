import type { LinkCode, MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mint = async (token: string): Promise<LinkCode> => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/session/linkCode', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as LinkCode;
};
const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/wps/session/exchange', payload: { code }, remoteAddress: '10.0.0.9' });
const sessionsOf = async (memberId: number) =>
  (await t.database.db.selectFrom('member_sessions').select('id').where('member_id', '=', BigInt(memberId)).where('revoked_at', 'is', null).execute()).length;

describe('link codes', () => {
  it('a signed-in member mints a one-minute code, stored only hashed; nobody else can', async () => {
    const member = await registerMember(t);
    const before = Date.now();
    const { code, expiresAt } = await mint(member.token);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    const rows = await t.database.db.selectFrom('member_link_codes').selectAll().where('member_id', '=', BigInt(member.member.id)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect((await t.app.inject({ method: 'POST', url: '/wps/session/linkCode' })).statusCode).toBe(401);
  });

  it('trades once for a new session of the same member, recorded as a login by link', async () => {
    const member = await registerMember(t);
    const { code } = await mint(member.token);
    const res = await exchange(code);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value as MemberSession;
    expect(session.member.account).toBe(member.member.account);
    expect(session.token).not.toBe(member.token);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(session.token) })).statusCode).toBe(200);
    // The minting session goes on: the link opened a second one, it did not take this one over.
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(member.token) })).statusCode).toBe(200);
    const events = await t.database.db
      .selectFrom('member_login_events')
      .select(['method', 'outcome', 'ip'])
      .where('member_id', '=', BigInt(member.member.id))
      .orderBy('id', 'desc')
      .execute();
    expect(events[0]).toEqual({ method: 'link', outcome: 'success', ip: '10.0.0.9' });

    const again = await exchange(code);
    expect([again.statusCode, errorCodeOf(again)]).toEqual([400, 'LINK_CODE_INVALID']);
  });

  it('of two exchanges of one code at once, exactly one gets a session', async () => {
    const member = await registerMember(t);
    const { code } = await mint(member.token);
    const sessionsBefore = await sessionsOf(member.member.id);
    const results = await Promise.all([exchange(code), exchange(code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorCodeOf(results.find((r) => r.statusCode === 400)!)).toBe('LINK_CODE_INVALID');
    expect(await sessionsOf(member.member.id)).toBe(sessionsBefore + 1);
  });

  it('an expired code, an unknown one and a session token all fail alike', async () => {
    const member = await registerMember(t);
    const { code } = await mint(member.token);
    await t.database.db
      .updateTable('member_link_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', BigInt(member.member.id))
      .execute();
    for (const tried of [code, 'x'.repeat(43), member.token]) {
      const res = await exchange(tried);
      expect([res.statusCode, errorCodeOf(res)], tried).toEqual([400, 'LINK_CODE_INVALID']);
    }
  });

  it('passes the gates of a login: a disabled or self-excluded member gets no session', async () => {
    const disabled = await registerMember(t);
    const code = (await mint(disabled.token)).code;
    await t.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', BigInt(disabled.member.id)).execute();
    expect(errorCodeOf(await exchange(code))).toBe('ACCOUNT_DISABLED');

    const excluded = await registerMember(t);
    const excludedCode = (await mint(excluded.token)).code;
    const now = Date.now();
    await t.database.db
      .insertInto('member_exclusions')
      .values({
        member_id: BigInt(excluded.member.id),
        kind: 'self_exclusion',
        period: '6m',
        starts_at: new Date(now - 1000),
        ends_at: new Date(now + 86_400_000),
      })
      .execute();
    expect(errorCodeOf(await exchange(excludedCode))).toBe('SELF_EXCLUDED');
    const refused = await t.database.db
      .selectFrom('member_login_events')
      .select(['method', 'outcome'])
      .where('member_id', '=', BigInt(excluded.member.id))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(refused).toEqual({ method: 'link', outcome: 'refused' });
  });
});
