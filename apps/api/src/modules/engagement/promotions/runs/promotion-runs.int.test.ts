import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../../testing/test-app';
import { checkLedgerInvariants } from '../../../money/ledger';
import { settleWagering } from '../../../money/wagering';
import {
  addHour,
  afterDay,
  bonusJournals,
  insertRunMember,
  insertRunPromotion,
  localHour,
  mainBalance,
  runMembersOf,
  runsOf,
} from './promotion-runs.test-support';

// Business time zone Asia/Kolkata. Each test uses its own promotion (with a start) and its own days;
// a tick pays every enabled run promotion's ended days, so later ticks also see earlier promotions.
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staffToken(['content']);
});
afterAll(async () => t.close());

const db = () => t.database.db;
const tick = (day: string) => t.services.promotionRuns.tick(afterDay(day));
const start = (day: string) => new Date(`${day}T00:00:00+05:30`);
/** A promotion of one day (or `days`): tests stay apart, as every run promotion pays every member's figures. */
const window = (day: string, days = 1) => ({ startAt: start(day), endAt: new Date(start(day).getTime() + days * 86_400_000) });

describe('a daily cashback run', () => {
  it('pays each eligible member the rate of their net loss per category, once', async () => {
    const day = '2026-03-10';
    const promotionId = await insertRunPromotion(db(), {
      ...window(day),
      turnoverMultipleBp: 20_000,
      rates: [
        { category: null, vipLevel: null, rateBp: 500 },
        { category: 'RNG', vipLevel: null, rateBp: 1_000 },
        { category: 'RNG', vipLevel: 3, rateBp: 1_500 },
        { category: null, vipLevel: 3, rateBp: 800 },
      ],
    });
    const a = await insertRunMember(db());
    const b = await insertRunMember(db(), { vipLevel: 3 });
    const excluded = await insertRunMember(db());
    const trial = await insertRunMember(db(), { registerMethod: 'trial' });
    const winner = await insertRunMember(db());
    const disabled = await insertRunMember(db(), { status: 'disabled' });
    const otherDay = await insertRunMember(db());

    // a: SLOT 10,000 bet, 1,000 rolled back, 2,000 won -> 7,000 at 10 %; LIVE won (no offset).
    await addHour(db(), a, localHour(day, 10), { category: 'RNG', bet: 10_000, refund: 1_000, win: 2_000 });
    await addHour(db(), a, localHour(day, 11), { category: 'LIVE', bet: 5_000, win: 8_000 });
    // b (VIP 3): SLOT 10,000 at 15 % + LIVE 1,000 at 8 % (any category, level 3) = 1,580.
    await addHour(db(), b, localHour(day, 0), { category: 'RNG', bet: 10_000 });
    await addHour(db(), b, localHour(day, 23), { category: 'LIVE', bet: 1_000 });
    for (const m of [excluded, trial, disabled]) await addHour(db(), m, localHour(day, 12), { category: 'RNG', bet: 10_000 });
    await addHour(db(), winner, localHour(day, 12), { category: 'RNG', bet: 1_000, win: 5_000 });
    await addHour(db(), otherDay, localHour('2026-03-11', 1), { category: 'RNG', bet: 10_000 });
    await db()
      .insertInto('member_exclusions')
      .values({ member_id: excluded, kind: 'self_exclusion', period: '6m', starts_at: start('2026-03-01'), ends_at: start('2099-01-01') })
      .execute();

    await tick(day);
    const [run] = await runsOf(db(), promotionId);
    expect(run).toMatchObject({ period_key: day, status: 'done', trigger: 'schedule', members: 2, total: 2_280n, paid_count: 2, paid_amount: 2_280n });
    const members = await runMembersOf(db(), run!.id);
    expect(members.map((m) => [m.member_id, m.base_amount, m.rate_bp, m.amount, m.status])).toEqual([
      [a, 7_000n, 1_000, 700n, 'paid'],
      [b, 11_000n, null, 1_580n, 'paid'],
    ]);
    expect(await mainBalance(db(), a)).toBe(700n);
    expect(await mainBalance(db(), b)).toBe(1_580n);
    for (const m of [excluded, trial, winner, disabled, otherDay]) expect(await mainBalance(db(), m)).toBeNull();
    // Twice the bonus in valid bets before a withdrawal.
    expect(await settleWagering(db(), a)).toMatchObject({ required: 1_400n });
    const claims = await db().selectFrom('promotion_claims').selectAll().where('promotion_id', '=', promotionId).orderBy('member_id').execute();
    expect(claims.map((c) => [c.member_id, c.period_key, c.status, c.amount])).toEqual([
      [a, day, 'issued', 700n],
      [b, day, 'issued', 1_580n],
    ]);

    // Another tick and a staff re-run of the day pay nothing more.
    await tick(day);
    const res = await t.app.inject({ method: 'POST', url: '/bo/promotions/runs', headers: bearer(staff), payload: { promotionId, periodKey: day } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ trigger: 'staff', status: 'done', members: 0, paidCount: 0 });
    expect(await bonusJournals(db(), promotionId)).toBe(2);
    expect(await mainBalance(db(), a)).toBe(700n);
    expect(await checkLedgerInvariants(db())).toEqual([]);
  });

  it('pays a rebate of valid bets by VIP level, capped, for members of the rule only', async () => {
    const day = '2026-03-12';
    const promotionId = await insertRunPromotion(db(), {
      kind: 'rebate',
      ...window(day),
      cap: 300,
      vipLevels: [1, 2],
      countries: ['IN'],
      rates: [
        { category: null, vipLevel: 1, rateBp: 100 },
        { category: null, vipLevel: 2, rateBp: 200 },
      ],
    });
    const level1 = await insertRunMember(db(), { vipLevel: 1, country: 'IN' });
    const level2 = await insertRunMember(db(), { vipLevel: 2, country: 'IN' });
    const level0 = await insertRunMember(db(), { vipLevel: 0, country: 'IN' });
    const abroad = await insertRunMember(db(), { vipLevel: 1, country: 'BR' });
    // Valid bets count whether the member won or lost: 20,000 - 2,000 refunded = 18,000.
    for (const m of [level1, level2, level0, abroad]) await addHour(db(), m, localHour(day, 9), { category: 'LIVE', bet: 20_000, refund: 2_000, win: 50_000 });

    await tick(day);
    const [run] = await runsOf(db(), promotionId);
    const members = await runMembersOf(db(), run!.id);
    // 1 % of 18,000 = 180; 2 % = 360, capped at 300.
    expect(members.map((m) => [m.member_id, m.base_amount, m.rate_bp, m.amount])).toEqual([
      [level1, 18_000n, 100, 180n],
      [level2, 18_000n, 200, 300n],
    ]);
    expect(await mainBalance(db(), level0)).toBeNull();
    expect(await mainBalance(db(), abroad)).toBeNull();
  });

  it('pays only members who signed up when the rule asks members to opt in', async () => {
    const day = '2026-03-13';
    const promotionId = await insertRunPromotion(db(), { ...window(day), optIn: true });
    const joined = await insertRunMember(db());
    const notJoined = await insertRunMember(db());
    await db().insertInto('promotion_claims').values({ promotion_id: promotionId, member_id: joined, period_key: 'joined', status: 'signed_up' }).execute();
    for (const m of [joined, notJoined]) await addHour(db(), m, localHour(day, 9), { bet: 1_000 });
    await tick(day);
    expect(await mainBalance(db(), joined)).toBe(100n);
    expect(await mainBalance(db(), notJoined)).toBeNull();
  });

  it('pays new members only when the rule says so, and agents into their agent wallet', async () => {
    const day = '2026-03-14';
    const promotionId = await insertRunPromotion(db(), { ...window(day), newMembersOnly: true });
    const old = await insertRunMember(db(), { createdAt: start('2026-01-01') });
    const agent = await insertRunMember(db(), { type: 2, createdAt: start(day) });
    for (const m of [old, agent]) await addHour(db(), m, localHour(day, 9), { bet: 1_000 });
    await tick(day);
    const [run] = await runsOf(db(), promotionId);
    expect((await runMembersOf(db(), run!.id)).map((m) => m.member_id)).toEqual([agent]);
    const wallet = await db().selectFrom('ledger_accounts').select(['kind', 'balance']).where('owner_id', '=', String(agent)).executeTakeFirstOrThrow();
    expect(wallet).toEqual({ kind: 'agent_main', balance: 100n });
  });
});

describe('budget, hold and release', () => {
  it('pays in member order while the budget lasts, the rest budget_short; a re-run after a raise pays only them', async () => {
    const day = '2026-03-16';
    const promotionId = await insertRunPromotion(db(), { ...window(day), budgetTotal: 1_000n });
    const first = await insertRunMember(db());
    const second = await insertRunMember(db());
    const third = await insertRunMember(db());
    await addHour(db(), first, localHour(day, 9), { bet: 7_000 }); // 700
    await addHour(db(), second, localHour(day, 9), { bet: 5_000 }); // 500: 1,200 > 1,000
    await addHour(db(), third, localHour(day, 9), { bet: 2_000 }); // 200: a prefix only, so short too
    await tick(day);
    const [run] = await runsOf(db(), promotionId);
    expect(run).toMatchObject({ status: 'done', paid_count: 1, paid_amount: 700n, budget_short_count: 2, budget_short_amount: 700n });
    expect((await runMembersOf(db(), run!.id)).map((m) => m.status)).toEqual(['paid', 'budget_short', 'budget_short']);

    await db().updateTable('promotion_rules').set({ budget_total: 5_000n }).where('promotion_id', '=', promotionId).execute();
    const res = await t.app.inject({ method: 'POST', url: '/bo/promotions/runs', headers: bearer(staff), payload: { promotionId, periodKey: day } });
    expect(res.json().value).toMatchObject({ members: 2, paidCount: 2, paidAmount: 700 });
    expect([await mainBalance(db(), first), await mainBalance(db(), second), await mainBalance(db(), third)]).toEqual([700n, 500n, 200n]);
    const rule = await db().selectFrom('promotion_rules').select('budget_used').where('promotion_id', '=', promotionId).executeTakeFirstOrThrow();
    expect(rule.budget_used).toBe(1_400n);
  });

  it('stops a computed run at held when the rule holds runs; release pays it', async () => {
    const day = '2026-03-17';
    const promotionId = await insertRunPromotion(db(), { ...window(day), holdRuns: true });
    const member = await insertRunMember(db());
    await addHour(db(), member, localHour(day, 9), { bet: 3_000 });
    await tick(day);
    const [run] = await runsOf(db(), promotionId);
    expect(run).toMatchObject({ status: 'held', members: 1, total: 300n, paid_count: 0 });
    expect((await runMembersOf(db(), run!.id)).map((m) => m.status)).toEqual(['held']);
    expect(await mainBalance(db(), member)).toBeNull();

    // A tick leaves a held run alone.
    await tick(day);
    expect(await mainBalance(db(), member)).toBeNull();

    const url = `/bo/promotions/runs/${run!.id}`;
    const released = await t.app.inject({ method: 'POST', url: `${url}/release`, headers: bearer(staff) });
    expect(released.json().value).toMatchObject({ status: 'done', paidCount: 1, paidAmount: 300 });
    expect(await mainBalance(db(), member)).toBe(300n);
    // Released twice: refused, nothing paid again.
    const again = await t.app.inject({ method: 'POST', url: `${url}/release`, headers: bearer(staff) });
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'CONFLICT']);
    const hold = await t.app.inject({ method: 'POST', url: `${url}/hold`, headers: bearer(staff) });
    expect([hold.statusCode, errorCodeOf(hold)]).toEqual([409, 'CONFLICT']);
    expect(await mainBalance(db(), member)).toBe(300n);
    const audit = await db().selectFrom('audit_log').select('action').where('target', '=', `promotion_run:${run!.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['promotions.runs.release']);
  });
});

describe('catch-up and staff routes', () => {
  it('catches up every ended day after downtime, oldest first, the last one scheduled', async () => {
    const promotionId = await insertRunPromotion(db(), window('2026-04-01', 3));
    const member = await insertRunMember(db());
    for (const day of ['2026-04-01', '2026-04-02', '2026-04-03']) await addHour(db(), member, localHour(day, 20), { bet: 1_000 });
    await tick('2026-04-03');
    const runs = await runsOf(db(), promotionId);
    expect(runs.map((r) => [r.period_key, r.trigger, r.status])).toEqual([
      ['2026-04-01', 'catch_up', 'done'],
      ['2026-04-02', 'catch_up', 'done'],
      ['2026-04-03', 'schedule', 'done'],
    ]);
    expect(await mainBalance(db(), member)).toBe(300n);
  });

  it('lists runs and members for content staff, refuses others and bad input', async () => {
    const day = '2026-04-10';
    const promotionId = await insertRunPromotion(db(), { ...window(day) });
    const member = await insertRunMember(db());
    await addHour(db(), member, localHour(day, 9), { category: 'RNG', bet: 4_000 });
    await tick(day);
    const list = await t.app.inject({ method: 'GET', url: `/bo/promotions/runs?promotionId=${promotionId}`, headers: bearer(staff) });
    expect(list.statusCode).toBe(200);
    const page = list.json().value;
    expect(page.total).toBe(1);
    const runId = page.list[0].id as number;
    expect(page.list[0]).toMatchObject({ promotionId, kind: 'cashback_daily', periodKey: day, status: 'done', members: 1, total: 400 });

    const members = await t.app.inject({ method: 'GET', url: `/bo/promotions/runs/${runId}/members?status=paid`, headers: bearer(staff) });
    expect(members.json().value.list).toEqual([
      expect.objectContaining({
        memberId: Number(member),
        baseAmount: 4_000,
        rateBp: 1_000,
        amount: 400,
        status: 'paid',
        lines: [{ category: 'RNG', base: 4_000, rateBp: 1_000 }],
      }),
    ]);

    const support = await t.staffToken(['support']);
    expect((await t.app.inject({ method: 'GET', url: '/bo/promotions/runs', headers: bearer(support) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/bo/promotions/runs/999999', headers: bearer(staff) })).statusCode).toBe(404);
    const notEnded = await t.app.inject({
      method: 'POST',
      url: '/bo/promotions/runs',
      headers: bearer(staff),
      payload: { promotionId, periodKey: '2099-01-01' },
    });
    expect([notEnded.statusCode, errorCodeOf(notEnded)]).toEqual([409, 'PERIOD_NOT_ENDED']);
    const badKey = await t.app.inject({ method: 'POST', url: '/bo/promotions/runs', headers: bearer(staff), payload: { promotionId, periodKey: '2026-W10' } });
    expect([badKey.statusCode, errorCodeOf(badKey)]).toEqual([400, 'VALIDATION_ERROR']);
    const noRule = await t.app.inject({
      method: 'POST',
      url: '/bo/promotions/runs',
      headers: bearer(staff),
      payload: { promotionId: 999_999, periodKey: day },
    });
    expect(noRule.statusCode).toBe(404);
  });
});
