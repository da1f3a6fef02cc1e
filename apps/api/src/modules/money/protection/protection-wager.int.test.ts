import type { GameCategory, ProtectionOverview, WagerLimitsOverview } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addVendor, newMember, type TestMember } from '../wallet/wallet.test-support';
import { createProtectionService } from './protection.service';

let t: TestApp;
let vendorId: number;
beforeAll(async () => {
  t = await createTestApp();
  vendorId = (await addVendor(t, 'WAGERV', 'seamless')).id;
});
afterAll(async () => t.close());

const hour = 3_600_000;
const day = 24 * hour;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const wagerView = async (token: string) => {
  const res = await get(token, '/wps/member/protection/wagerLimits');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as WagerLimitsOverview;
};
const putLimits = (token: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/protection/wagerLimits', headers: bearer(token), payload: body as Record<string, unknown> });
const limitOf = (view: { wagerLimits: ProtectionOverview['wagerLimits'] }, window: 'day' | 'week' | 'month') =>
  view.wagerLimits.find((l) => l.window === window);
const serviceAt = (at: Date) =>
  createProtectionService(t.database.db, { settings: t.services.settings, sessions: t.services.memberSessions, audit: t.services.audit, now: () => at });
const principalOf = (member: TestMember) => ({ id: member.id, account: member.account, type: 0, isTrial: false, isAgent: false, sessionId: 0n });

/** An hourly game bucket as the gateway writes it; valid_bet = bet - refund is computed by the database. */
const addBucket = (member: TestMember, hourStart: Date, bet: number, refund = 0, gameType: 'RNG' | 'LIVE' = 'RNG') =>
  t.database.db
    .insertInto('member_game_hourly')
    .values({
      member_id: member.id,
      hour_start: hourStart,
      vendor_id: vendorId,
      game_type: gameType,
      currency: 'INR',
      bet_count: 1,
      bet_amount: BigInt(bet),
      refund_amount: BigInt(refund),
      win_amount: 0n,
    })
    .execute();

describe('wager limits', () => {
  it('start empty, set at once, and a lower limit applies at once; the overview carries them too', async () => {
    const member = await newMember(t);
    const empty = await wagerView(member.token);
    expect(empty.wagerLimits).toEqual([
      { window: 'day', limit: null, used: 0, remaining: null, pending: null },
      { window: 'week', limit: null, used: 0, remaining: null, pending: null },
      { window: 'month', limit: null, used: 0, remaining: null, pending: null },
    ]);
    expect(empty).toMatchObject({ wagerRemaining: null, currency: expect.any(String), currencySymbol: expect.any(String) });

    const set = await putLimits(member.token, { day: 50_000, month: 900_000 });
    expect(set.statusCode, set.body).toBe(200);
    const overview = set.json().value as ProtectionOverview;
    expect(limitOf(overview, 'day')).toEqual({ window: 'day', limit: 50_000, used: 0, remaining: 50_000, pending: null });
    expect(overview.wagerRemaining).toBe(50_000);
    // Wager limits are their own: deposit limits stay unset.
    expect(overview.depositLimits.every((l) => l.limit === null)).toBe(true);
    const lowered = (await putLimits(member.token, { day: 20_000 })).json().value as ProtectionOverview;
    expect(limitOf(lowered, 'day')).toMatchObject({ limit: 20_000, pending: null });
    expect(limitOf(lowered, 'month')).toMatchObject({ limit: 900_000, pending: null });
    const protection = (await get(member.token, '/wps/member/protection')).json().value as ProtectionOverview;
    expect(protection).toMatchObject({ wagerRemaining: 20_000, depositRemaining: null });
  });

  it('a raise or removal waits 24 hours, is shown as pending, then applies on read', async () => {
    const member = await newMember(t);
    await putLimits(member.token, { week: 30_000, day: 10_000 });
    const before = Date.now();
    const raised = (await putLimits(member.token, { week: 90_000, day: null })).json().value as ProtectionOverview;
    expect(limitOf(raised, 'week')).toMatchObject({ limit: 30_000, pending: { limit: 90_000 } });
    expect(limitOf(raised, 'day')).toMatchObject({ limit: 10_000, pending: { limit: null } });
    const effectiveAt = new Date(limitOf(raised, 'week')?.pending?.effectiveAt ?? 0).getTime();
    expect(effectiveAt).toBeGreaterThanOrEqual(before + day);
    expect(effectiveAt).toBeLessThan(before + day + 60_000);

    const early = await serviceAt(new Date(effectiveAt - 1000)).wagerLimits(principalOf(member));
    expect(early.wagerRemaining).toBe(10_000);
    const later = await serviceAt(new Date(effectiveAt + 1000)).wagerLimits(principalOf(member));
    expect(limitOf(later, 'week')).toMatchObject({ limit: 90_000, pending: null });
    expect(limitOf(later, 'day')).toMatchObject({ limit: null, pending: null });
    expect(later.wagerRemaining).toBe(90_000);
    // Reading stored the change: the rows now say what is in force.
    const rows = await t.database.db
      .selectFrom('member_wager_limits')
      .select(['span', 'amount', 'pending_amount'])
      .where('member_id', '=', member.id)
      .orderBy('span')
      .execute();
    expect(rows).toEqual([
      { span: 'day', amount: null, pending_amount: null },
      { span: 'week', amount: 90_000n, pending_amount: null },
    ]);
  });

  it('counts valid bets (bets less refunds) of the hourly buckets in each rolling window, a partly covered hour whole', async () => {
    const member = await newMember(t);
    const now = new Date();
    const hourStart = (msAgo: number) => new Date(Math.floor((now.getTime() - msAgo) / hour) * hour);
    await addBucket(member, hourStart(0), 1_000, 200); // this hour: 800
    await addBucket(member, hourStart(0), 500, 0, 'LIVE'); // same hour, another category: 500
    await addBucket(member, new Date(now.getTime() - day - 30 * 60_000), 100); // began 24.5 h ago: still overlaps the day
    await addBucket(member, new Date(now.getTime() - day - 90 * 60_000), 10_000); // began 25.5 h ago: the week only
    await addBucket(member, hourStart(20 * day), 40_000); // the month only
    await addBucket(member, hourStart(40 * day), 999_999); // outside every window
    await putLimits(member.token, { day: 5_000, week: 12_000, month: 100_000 });
    const view = await serviceAt(now).wagerLimits(principalOf(member));
    expect(view.wagerLimits.map((l) => [l.window, l.used, l.remaining])).toEqual([
      ['day', 1_400, 3_600],
      ['week', 11_400, 600],
      ['month', 51_400, 48_600],
    ]);
    expect(view.wagerRemaining).toBe(600);
  });

  it('the lowest remaining allowance across windows applies, never below zero', async () => {
    const member = await newMember(t);
    const thisHour = new Date(Math.floor(Date.now() / hour) * hour);
    await addBucket(member, thisHour, 7_000);
    await putLimits(member.token, { day: 10_000, week: 8_000 });
    const view = await wagerView(member.token);
    expect(view.wagerLimits.map((l) => [l.window, l.remaining])).toEqual([
      ['day', 3_000],
      ['week', 1_000],
      ['month', null],
    ]);
    expect(view.wagerRemaining).toBe(1_000);
    await addBucket(member, new Date(thisHour.getTime() - hour), 2_000);
    const spent = await wagerView(member.token);
    expect(spent.wagerLimits.map((l) => [l.window, l.used, l.remaining])).toEqual([
      ['day', 9_000, 1_000],
      ['week', 9_000, 0],
      ['month', 9_000, null],
    ]);
    expect(spent.wagerRemaining).toBe(0);
  });

  it('counts the stakes of sports rounds not settled yet in every window, and a settled or casino round by its buckets only', async () => {
    const member = await newMember(t);
    const round = (roundId: string, gameType: GameCategory, status: 'open' | 'closed' | 'cancelled', bet: number, refund: number) =>
      t.database.db
        .insertInto('game_rounds')
        .values({
          vendor_id: vendorId,
          round_id: `${roundId}-${member.id}`,
          member_id: member.id,
          game_code: 'WAGERV_BOOK',
          game_type: gameType,
          currency: 'INR',
          bet_count: 1,
          bet_amount: BigInt(bet),
          refund_amount: BigInt(refund),
          status,
          opened_at: new Date(Date.now() - 40 * day),
          updated_at: new Date(),
        })
        .execute();
    // Sports stakes reach the buckets when their round settles (docs/money.md): until then they count here.
    await round('open-sports', 'SPORTS', 'open', 3_000, 1_000);
    await round('open-esports', 'ESPORTS', 'open', 500, 0);
    await round('settled-sports', 'SPORTS', 'closed', 9_000, 0);
    await round('cancelled-sports', 'SPORTS', 'cancelled', 9_000, 9_000);
    await round('open-casino', 'RNG', 'open', 9_000, 0);
    await putLimits(member.token, { day: 5_000 });
    const view = await wagerView(member.token);
    expect(view.wagerLimits.map((l) => [l.window, l.used])).toEqual([
      ['day', 2_500],
      ['week', 2_500],
      ['month', 2_500],
    ]);
    expect(view.wagerRemaining).toBe(2_500);
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const member = await newMember(t);
    for (const body of [{}, { day: 0 }, { day: -5 }, { day: 1.5 }, { day: '100' }, { hour: 100 }, { day: 2 ** 60 }]) {
      const res = await putLimits(member.token, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});
