import type { MemberSession, ProtectionOverview, RealityCheckStatus } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { postJournal } from '../ledger';
import { createMethod, depositRow, manualMethodBody, newKey } from '../payments/payments.test-support';
import { openHouseAccount, openMainWallet } from '../ledger';
import { assertMayDeposit, assertMayLogin, assertMayPlay } from './protection-guard';
import { createProtectionService } from './protection.service';

let t: TestApp;
let methodId: number;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
  methodId = (await createMethod(t, finance, manualMethodBody({ minAmount: 100, maxAmount: 10_000_000 }))).id;
});
afterAll(async () => t.close());

const hour = 3_600_000;
const memberIdOf = (session: MemberSession) => BigInt(session.member.id);
const get = (token: string, url = '/wps/member/protection') => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const overview = async (token: string) => (await get(token)).json().value as ProtectionOverview;
const putLimits = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/protection/depositLimits', headers: bearer(token), payload: body });
const exclude = async (token: string, path: 'selfExclusion' | 'timeOut', body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/member/protection/${path}`, headers: bearer(token), payload: await sealed(t, body) });
const passwordLogin = async (username: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await sealed(t, { type: 'username', username, password: memberPassword, ...extra }),
    remoteAddress: '10.0.0.1',
  });
const deposit = (token: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/deposit',
    headers: bearer(token),
    payload: { methodId, amount, idempotencyKey: newKey(), transferReference: 'REF-123' },
  });
const limitOf = (view: ProtectionOverview, window: 'day' | 'week' | 'month') => view.depositLimits.find((l) => l.window === window);
/** The same service the app uses, on a clock the test moves. */
const serviceAt = (at: Date) =>
  createProtectionService(t.database.db, { settings: t.services.settings, sessions: t.services.memberSessions, audit: t.services.audit, now: () => at });
const principalOf = (session: MemberSession) => ({
  id: memberIdOf(session),
  account: session.member.account,
  type: 0,
  isTrial: false,
  isAgent: false,
  sessionId: 0n,
});
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
};

describe('deposit limits', () => {
  it('start empty, set at once, and a lower limit applies at once', async () => {
    const member = await registerMember(t);
    const empty = await overview(member.token);
    expect(empty.depositLimits).toEqual([
      { window: 'day', limit: null, used: 0, remaining: null, pending: null },
      { window: 'week', limit: null, used: 0, remaining: null, pending: null },
      { window: 'month', limit: null, used: 0, remaining: null, pending: null },
    ]);
    expect(empty).toMatchObject({
      depositRemaining: null,
      exclusion: null,
      realityCheck: { minutes: null, choices: [15, 30, 60, 120] },
      currency: expect.any(String),
    });

    const set = await putLimits(member.token, { day: 50_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(limitOf(set.json().value, 'day')).toEqual({ window: 'day', limit: 50_000, used: 0, remaining: 50_000, pending: null });
    const lowered = (await putLimits(member.token, { day: 20_000 })).json().value as ProtectionOverview;
    expect(limitOf(lowered, 'day')).toMatchObject({ limit: 20_000, pending: null });
    expect(lowered.depositRemaining).toBe(20_000);
  });

  it('a raise waits 24 hours, is shown as pending, then applies on read', async () => {
    const member = await registerMember(t);
    await putLimits(member.token, { week: 30_000 });
    const before = Date.now();
    const raised = (await putLimits(member.token, { week: 90_000 })).json().value as ProtectionOverview;
    const week = limitOf(raised, 'week');
    expect(week).toMatchObject({ limit: 30_000, pending: { limit: 90_000, effectiveAt: expect.any(String) } });
    const effectiveAt = new Date(week?.pending?.effectiveAt ?? 0).getTime();
    expect(effectiveAt).toBeGreaterThanOrEqual(before + 24 * hour);
    expect(effectiveAt).toBeLessThan(before + 24 * hour + 60_000);

    // Before it is due the old limit still guards deposits; once due the raised one does.
    await expect(codeOf(assertMayDeposit(t.database.db, memberIdOf(member), 40_000n, new Date(effectiveAt - 1000)))).resolves.toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
    });
    await expect(assertMayDeposit(t.database.db, memberIdOf(member), 40_000n, new Date(effectiveAt))).resolves.toBeUndefined();
    const early = await serviceAt(new Date(effectiveAt - 1000)).overview(principalOf(member));
    expect(limitOf(early, 'week')).toMatchObject({ limit: 30_000, pending: { limit: 90_000 } });
    const due = await serviceAt(new Date(effectiveAt + 1000)).overview(principalOf(member));
    expect(limitOf(due, 'week')).toMatchObject({ limit: 90_000, pending: null });
    const stored = await t.database.db
      .selectFrom('member_deposit_limits')
      .selectAll()
      .where('member_id', '=', memberIdOf(member))
      .where('span', '=', 'week')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount: 90_000n, pending_amount: null, pending_effective_at: null });

    // Removing a limit is a raise too; lowering meanwhile cancels the waiting change.
    const removing = (await putLimits(member.token, { day: 10_000 })).json().value as ProtectionOverview;
    expect(limitOf(removing, 'day')).toMatchObject({ limit: 10_000, pending: null });
    const removal = (await putLimits(member.token, { day: null })).json().value as ProtectionOverview;
    expect(limitOf(removal, 'day')).toMatchObject({ limit: 10_000, pending: { limit: null } });
    const cancelled = (await putLimits(member.token, { day: 8_000 })).json().value as ProtectionOverview;
    expect(limitOf(cancelled, 'day')).toMatchObject({ limit: 8_000, pending: null });
  });

  it('a raise applied through the service clock is stored once due', async () => {
    const member = await registerMember(t);
    const start = new Date();
    const service = serviceAt(start);
    await service.setDepositLimits(principalOf(member), { month: 10_000 });
    await service.setDepositLimits(principalOf(member), { month: 25_000 });
    const next = serviceAt(new Date(start.getTime() + 25 * hour));
    // A further lowering after the raise became due starts from the raised limit, not the old one.
    const lowered = await next.setDepositLimits(principalOf(member), { month: 20_000 });
    expect(limitOf(lowered, 'month')).toMatchObject({ limit: 20_000, pending: null });
  });

  it('counts pending and credited deposits, not rejected ones; the lowest remaining window applies', async () => {
    const member = await registerMember(t);
    await putLimits(member.token, { day: 100_000, week: 60_000, month: 200_000 });
    expect((await deposit(member.token, 20_000)).statusCode).toBe(200);
    const rejected = (await deposit(member.token, 15_000)).json().value as { orderNo: string };
    const row = await depositRow(t, rejected.orderNo);
    const reject = await t.app.inject({ method: 'POST', url: `/bo/deposits/${row.id}/reject`, headers: bearer(finance), payload: { reason: 'not received' } });
    expect(reject.statusCode, reject.body).toBe(200);

    const view = await overview(member.token);
    expect(view.depositLimits.map((l) => [l.window, l.used, l.remaining])).toEqual([
      ['day', 20_000, 80_000],
      ['week', 20_000, 40_000],
      ['month', 20_000, 180_000],
    ]);
    expect(view.depositRemaining).toBe(40_000);

    const over = await deposit(member.token, 40_001);
    expect([over.statusCode, errorCodeOf(over)]).toEqual([409, 'DEPOSIT_LIMIT_EXCEEDED']);
    expect(over.json().details).toMatchObject({ remaining: 40_000, window: 'week' });
    expect(over.json().message).toContain('400.00');
    expect(await t.database.db.selectFrom('deposits').select('id').where('member_id', '=', memberIdOf(member)).execute()).toHaveLength(2);
    expect((await deposit(member.token, 40_000)).statusCode).toBe(200);
    await expect(codeOf(assertMayDeposit(t.database.db, memberIdOf(member), 1n))).resolves.toEqual({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      details: { remaining: 0, remainingAmount: '0.00', window: 'week' },
    });
    // Deposits leave the 24-hour window after a day (but still count for the week).
    const tomorrow = new Date(Date.now() + 24 * hour + 60_000);
    const later = await serviceAt(tomorrow).overview(principalOf(member));
    expect(later.depositLimits.map((l) => l.used)).toEqual([0, 60_000, 60_000]);
  });

  it('refuses bad bodies and changes nothing', async () => {
    const member = await registerMember(t);
    for (const body of [{}, { day: -5 }, { day: 0 }, { day: 1.5 }, { day: '100' }, { year: 100 }]) {
      const res = await putLimits(member.token, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await overview(member.token)).depositLimits.every((l) => l.limit === null)).toBe(true);
  });
});

describe('time-out and self-exclusion', () => {
  it('need the login password in a sealed body', async () => {
    const member = await registerMember(t);
    const wrong = await exclude(member.token, 'timeOut', { period: '24h', password: 'NotMine2026' });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/protection/timeOut',
      headers: bearer(member.token),
      payload: { period: '24h', password: memberPassword },
    });
    expect(errorCodeOf(plain)).toBe('ENCRYPTION_REQUIRED');
    const badPeriod = await exclude(member.token, 'timeOut', { period: '6m', password: memberPassword });
    expect(errorCodeOf(badPeriod)).toBe('VALIDATION_ERROR');
    expect((await overview(member.token)).exclusion).toBeNull();
  });

  it('a time-out signs the member out everywhere and blocks login, deposits and play until it ends', async () => {
    const member = await registerMember(t);
    const other = await passwordLogin(member.member.account);
    expect(other.statusCode).toBe(200);
    const otherToken = other.json().value.token as string;

    const res = await exclude(member.token, 'timeOut', { period: '7d', password: memberPassword });
    expect(res.statusCode, res.body).toBe(200);
    const taken = res.json().value;
    expect(taken).toMatchObject({ kind: 'time_out', period: '7d', signedOut: true });
    expect(new Date(taken.endsAt).getTime() - new Date(taken.startsAt).getTime()).toBe(7 * 24 * hour);

    expect((await get(member.token)).statusCode).toBe(401);
    expect((await get(otherToken)).statusCode).toBe(401);
    const revoked = await t.database.db.selectFrom('member_sessions').select('revoked_reason').where('member_id', '=', memberIdOf(member)).execute();
    expect(revoked.map((r) => r.revoked_reason)).toEqual(['time_out', 'time_out']);

    const login = await passwordLogin(member.member.account);
    expect([login.statusCode, errorCodeOf(login)]).toEqual([403, 'TIME_OUT_ACTIVE']);
    expect(login.json().details).toEqual({ until: taken.endsAt });
    const deposits = await codeOf(assertMayDeposit(t.database.db, memberIdOf(member), 100n));
    expect(deposits).toEqual({ code: 'TIME_OUT_ACTIVE', details: { until: taken.endsAt } });
    expect(await codeOf(assertMayPlay(t.database.db, memberIdOf(member)))).toMatchObject({ code: 'TIME_OUT_ACTIVE' });

    // Nothing shortens it: the table refuses changes, and once over everything opens again.
    await expect(
      t.database.db.updateTable('member_exclusions').set({ ends_at: new Date() }).where('member_id', '=', memberIdOf(member)).execute(),
    ).rejects.toThrow();
    await expect(t.database.db.deleteFrom('member_exclusions').where('member_id', '=', memberIdOf(member)).execute()).rejects.toThrow();
    const end = new Date(taken.endsAt);
    expect(await codeOf(assertMayLogin(t.database.db, memberIdOf(member), new Date(end.getTime() - 1)))).toMatchObject({ code: 'TIME_OUT_ACTIVE' });
    await expect(assertMayLogin(t.database.db, memberIdOf(member), end)).resolves.toBeUndefined();
    await expect(assertMayDeposit(t.database.db, memberIdOf(member), 100n, end)).resolves.toBeUndefined();
    await expect(assertMayPlay(t.database.db, memberIdOf(member), end)).resolves.toBeUndefined();
  });

  it('a self-exclusion blocks the deposit route, the player and agent portals and SMS login, and outranks a time-out', async () => {
    const agent = await registerMember(t);
    await t.database.db
      .updateTable('members')
      .set({ type: 2, country_dialing_code: '91', mobile_num: '9876512399' })
      .where('id', '=', memberIdOf(agent))
      .execute();
    const other = (await passwordLogin(agent.member.account, { portal: 'agent' })).json().value.token as string;
    const res = await exclude(agent.token, 'selfExclusion', { period: '1y', password: memberPassword });
    expect(res.statusCode, res.body).toBe(200);
    const endsAt = res.json().value.endsAt as string;

    expect(errorCodeOf(await deposit(other, 1_000))).toBe('UNAUTHORIZED');
    expect(await codeOf(assertMayDeposit(t.database.db, memberIdOf(agent), 1_000n))).toEqual({ code: 'SELF_EXCLUDED', details: { until: endsAt } });
    for (const extra of [{}, { portal: 'agent' }]) {
      const login = await passwordLogin(agent.member.account, extra);
      expect([login.statusCode, errorCodeOf(login)]).toEqual([403, 'SELF_EXCLUDED']);
      expect(login.json().message).toContain(endsAt);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '91', mobileNum: '9876512399', purpose: 'login', altcha: await solvedAltcha(t) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { body } = await t.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const sms = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'sms', countryDialingCode: '+91', mobileNum: '9876512399', verificationCode: body.match(/\b\d{6}\b/)?.[0] }),
      remoteAddress: '10.0.0.1',
    });
    expect([sms.statusCode, errorCodeOf(sms)]).toEqual([403, 'SELF_EXCLUDED']);
    const refusals = await t.database.db
      .selectFrom('member_login_events')
      .select('outcome')
      .where('member_id', '=', memberIdOf(agent))
      .where('outcome', '=', 'refused')
      .execute();
    expect(refusals).toHaveLength(3);
    expect(
      await t.database.db.selectFrom('member_sessions').select('id').where('member_id', '=', memberIdOf(agent)).where('revoked_at', 'is', null).execute(),
    ).toEqual([]);

    // A time-out taken on top (through the service: the member cannot sign in) does not hide the longer self-exclusion.
    await serviceAt(new Date()).exclude(principalOf(agent), { period: '24h', password: memberPassword }, { ip: '10.0.0.1', userAgent: null, language: 'en' });
    expect(await codeOf(assertMayLogin(t.database.db, memberIdOf(agent)))).toMatchObject({ code: 'SELF_EXCLUDED' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_type'])
      .where('target', '=', `member:${agent.member.id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'protection.self_exclusion', actor_type: 'member' },
      { action: 'protection.time_out', actor_type: 'member' },
    ]);
  });
});

describe('reality check', () => {
  it('stores an offered interval or off, and refuses others', async () => {
    const member = await registerMember(t);
    const put = (minutes: unknown) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/protection/realityCheck', headers: bearer(member.token), payload: { minutes } });
    expect((await put(30)).json().value).toEqual({ minutes: 30 });
    expect((await overview(member.token)).realityCheck.minutes).toBe(30);
    for (const bad of [7, -15, 'x']) expect(errorCodeOf(await put(bad))).toBe('VALIDATION_ERROR');
    expect((await overview(member.token)).realityCheck.minutes).toBe(30);
    expect((await put(null)).json().value).toEqual({ minutes: null });
  });

  it('reports elapsed minutes and the net of game journals since this session began', async () => {
    const member = await registerMember(t);
    const currency = (await t.services.settings.value('merchant')).currency;
    const holder = { id: memberIdOf(member), isAgent: false };
    const wallet = await openMainWallet(t.database.db, holder, currency);
    const house = await openHouseAccount(t.database.db, 'house_game', currency, 'DEMO');
    const payment = await openHouseAccount(t.database.db, 'house_payment', currency, 'manual');
    const post = (key: string, kind: string, amount: bigint) =>
      postJournal(t.database.db, {
        idempotencyKey: `${key}:${member.member.id}`,
        kind,
        legs: [
          { accountId: wallet.id, amount },
          { accountId: kind === 'deposit' ? payment.id : house.id, amount: -amount },
        ],
        metadata: { vendorCode: 'DEMO' },
      });
    await post('fund', 'deposit', 100_000n);
    await post('old-bet', 'game_bet', -5_000n);

    const session = await passwordLogin(member.member.account);
    const token = session.json().value.token as string;
    await post('bet', 'game_bet', -10_000n);
    await post('win', 'game_win', 25_000n);
    await post('refund', 'game_refund', 2_000n);
    // A resettlement (wallet API v1.1 adjust) that took part of a win back.
    await post('adjust', 'game_adjust', -3_000n);
    await t.app.inject({ method: 'PUT', url: '/wps/member/protection/realityCheck', headers: bearer(token), payload: { minutes: 60 } });

    const res = await get(token, '/wps/member/protection/realityCheck');
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json().value as RealityCheckStatus;
    expect(status).toMatchObject({ minutes: 60, elapsedMinutes: 0, netResult: 14_000, currency });
    const row = await t.database.db
      .selectFrom('member_sessions')
      .select('created_at')
      .where('member_id', '=', memberIdOf(member))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(status.sessionStartedAt).toBe(new Date(row.created_at).toISOString());
    // The first session (registration) began before the old bet: it counts there.
    expect((await get(member.token, '/wps/member/protection/realityCheck')).json().value.netResult).toBe(9_000);

    const sessionId = (
      await t.database.db.selectFrom('member_sessions').select('id').where('member_id', '=', memberIdOf(member)).orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const later = await serviceAt(new Date(new Date(row.created_at).getTime() + 95 * 60_000)).realityCheck({ ...principalOf(member), sessionId });
    expect(later.elapsedMinutes).toBe(95);
  });
});

describe('staff view and access', () => {
  it("support and finance read a member's state and history; others are refused", async () => {
    const member = await registerMember(t);
    await putLimits(member.token, { day: 12_345 });
    await exclude(member.token, 'timeOut', { period: '24h', password: memberPassword });
    for (const role of ['support', 'finance'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/bo/members/${member.member.id}/protection`, headers: bearer(await t.staffToken([role])) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({
        memberId: String(member.member.id),
        account: member.member.account,
        exclusion: { kind: 'time_out', period: '24h' },
        exclusionHistory: [{ kind: 'time_out', period: '24h' }],
      });
      expect(limitOf(res.json().value, 'day')?.limit).toBe(12_345);
    }
    const content = await t.app.inject({ method: 'GET', url: `/bo/members/${member.member.id}/protection`, headers: bearer(await t.staffToken(['content'])) });
    expect(content.statusCode).toBe(403);
    const stranger = await registerMember(t);
    const asMember = await t.app.inject({ method: 'GET', url: `/bo/members/${member.member.id}/protection`, headers: bearer(stranger.token) });
    expect(asMember.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/bo/members/999999999/protection', headers: bearer(finance) });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'NOT_FOUND']);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/protection' })).statusCode).toBe(401);
  });
});
