import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { registerMember } from '../../../testing/member-client';
import { claimsOf, creditedDeposit, historyOf, levelOf, testLadder, validBets, vipMember, vipPromotion } from './vip.test-support';

// Business time zone Asia/Kolkata. Each test closes its own weeks and months: a closed period stays closed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await testLadder(t.database.db);
});
afterAll(async () => t.close());

const db = () => t.database.db;
const at = (local: string) => new Date(`${local}+05:30`);
const run = (local: string) => t.services.vipRuns.runNow(at(local));

describe('upgrades', () => {
  it('moves a member up to the highest level both figures reach, and pays each upgrade bonus once', async () => {
    const promotionId = await vipPromotion(db(), { startedAt: at('2026-03-20T00:00:00') });
    const m = await vipMember(db());
    const shortOfBets = await vipMember(db());
    await creditedDeposit(db(), m, 600, at('2026-03-15T10:00:00'));
    await creditedDeposit(db(), m, 500, at('2026-03-16T10:00:00'));
    // Outside the 30-day window: does not count.
    await creditedDeposit(db(), m, 50_000, at('2026-01-01T10:00:00'));
    await validBets(db(), m, 12_000, at('2026-03-18T10:00:00'));
    await creditedDeposit(db(), shortOfBets, 2_000, at('2026-03-15T10:00:00'));
    await validBets(db(), shortOfBets, 900, at('2026-03-18T10:00:00'));

    const first = await run('2026-03-20T12:00:00');
    expect(first.upgraded).toBeGreaterThanOrEqual(1);
    expect(await levelOf(db(), m)).toBe(2);
    expect(await levelOf(db(), shortOfBets)).toBe(0);
    expect(await historyOf(db(), m)).toEqual([{ from_level: 0, to_level: 2, reason: 'upgrade', period_key: null }]);
    expect(await claimsOf(db(), promotionId, m)).toEqual([
      { period_key: 'vip-up-1', amount: 1_000n, status: 'issued' },
      { period_key: 'vip-up-2', amount: 10_000n, status: 'issued' },
    ]);

    // Run again: nothing moves, nothing is paid twice.
    const second = await run('2026-03-20T12:05:00');
    expect(second.bonusesPaid).toBe(0);
    expect(await historyOf(db(), m)).toHaveLength(1);
    expect(await claimsOf(db(), promotionId, m)).toHaveLength(2);
    // The bonus carries the level's turnover (2x): 100.00 + 1,000.00 of bets.
    const wagering = await db().selectFrom('wagering_requirements').select('amount_required').where('member_id', '=', m).execute();
    expect(wagering.map((w) => w.amount_required).sort()).toEqual([2_000n, 20_000n]);
  });

  it('pays an upgrade bonus once per level, even after a drop and a climb back', async () => {
    const promotionId = await vipPromotion(db(), { startedAt: at('2026-04-20T00:00:00') });
    const m = await vipMember(db());
    await creditedDeposit(db(), m, 200, at('2026-04-15T10:00:00'));
    await validBets(db(), m, 2_000, at('2026-04-15T11:00:00'));
    await run('2026-04-20T12:00:00');
    expect(await levelOf(db(), m)).toBe(1);
    await db().updateTable('members').set({ vip_level: 0 }).where('id', '=', m).execute();
    await run('2026-04-20T12:10:00');
    expect(await levelOf(db(), m)).toBe(1);
    expect(await claimsOf(db(), promotionId, m)).toEqual([{ period_key: 'vip-up-1', amount: 1_000n, status: 'issued' }]);
  });
});

describe('period ends', () => {
  it('moves a member down only when the keep period ends, one rung at a time', async () => {
    await vipPromotion(db(), { startedAt: at('2026-06-01T00:00:00'), keepPeriod: 'monthly' });
    const m = await vipMember(db(), 3);
    const keeper = await vipMember(db(), 3);
    await creditedDeposit(db(), keeper, 6_000, at('2026-06-10T10:00:00'));
    await validBets(db(), keeper, 60_000, at('2026-06-10T11:00:00'));

    // Mid-month: no figures, still level 3.
    await run('2026-06-20T12:00:00');
    expect(await levelOf(db(), m)).toBe(3);

    // June ends: the keep rule of level 3 is missed by m, met by keeper.
    const closed = await run('2026-07-01T00:10:00');
    expect(closed.closed).toContain('monthly:2026-06');
    expect(await levelOf(db(), m)).toBe(2);
    expect(await levelOf(db(), keeper)).toBe(3);
    expect(await historyOf(db(), m)).toEqual([{ from_level: 3, to_level: 2, reason: 'downgrade', period_key: 'monthly:2026-06' }]);

    // Again in the same month: the period is closed, nothing moves further.
    await run('2026-07-01T00:20:00');
    expect(await levelOf(db(), m)).toBe(2);
  });

  it('does not lift a member straight back with the figures of before their drop', async () => {
    await vipPromotion(db(), { startedAt: at('2026-08-01T00:00:00'), keepPeriod: 'weekly' });
    const m = await vipMember(db(), 2);
    // Week 32: enough for level 2 over the rolling window; week 33 (10-17 August): nothing.
    await creditedDeposit(db(), m, 1_000, at('2026-08-05T10:00:00'));
    await validBets(db(), m, 10_000, at('2026-08-05T11:00:00'));
    await run('2026-08-17T00:10:00');
    expect(await levelOf(db(), m)).toBe(1);
    await run('2026-08-17T00:20:00');
    expect(await levelOf(db(), m)).toBe(1);
    // New activity after the drop counts again.
    await creditedDeposit(db(), m, 1_000, at('2026-08-18T10:00:00'));
    await validBets(db(), m, 10_000, at('2026-08-18T11:00:00'));
    await run('2026-08-18T12:00:00');
    expect(await levelOf(db(), m)).toBe(2);
    expect((await historyOf(db(), m)).map((h) => [h.from_level, h.to_level, h.reason])).toEqual([
      [2, 1, 'downgrade'],
      [1, 2, 'upgrade'],
    ]);
  });

  it('pays a weekly bonus once per member and week, and a monthly one at the month end', async () => {
    const promotionId = await vipPromotion(db(), { startedAt: at('2027-01-01T00:00:00'), keepPeriod: 'none' });
    const m = await vipMember(db(), 2);
    const base = await vipMember(db(), 0);
    await run('2027-01-13T12:00:00');
    await run('2027-01-13T12:05:00');
    expect(await claimsOf(db(), promotionId, m)).toEqual([{ period_key: 'vip-week-2027-W01', amount: 500n, status: 'issued' }]);
    expect(await claimsOf(db(), promotionId, base)).toEqual([]);

    // No run between: this one closes the month and catches up the weeks missed since W01.
    await run('2027-02-01T00:10:00');
    const keys = (await claimsOf(db(), promotionId, m)).map((c) => c.period_key);
    expect(keys).toEqual(['vip-month-2027-01', 'vip-week-2027-W01', 'vip-week-2027-W02', 'vip-week-2027-W03', 'vip-week-2027-W04']);
    // keepPeriod none: nobody moved down.
    expect(await levelOf(db(), m)).toBe(2);
  });
});

describe('routes', () => {
  it('shows the member their level and figures, and lets staff set a level with a remark (audited)', async () => {
    await vipPromotion(db(), { startedAt: new Date() });
    const session = await registerMember(t);
    const info = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_vipInfo', headers: bearer(session.token) });
    expect(info.statusCode).toBe(200);
    const value = info.json().value as { level: number; nextLevel: number | null; levels: { name: string }[] };
    expect(value.level).toBe(0);
    expect(value.nextLevel).toBe(1);
    expect(value.levels.map((l) => l.name)).toEqual(['Level 0', 'Level 1', 'Level 2', 'Level 3']);

    const member = await db().selectFrom('members').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const support = await t.staffToken(['support']);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/bo/vip/members/${member.id}/level`,
      headers: bearer(support),
      payload: { level: 3, remark: 'Welcome gift' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().value.history[0]).toMatchObject({ fromLevel: 0, toLevel: 3, reason: 'staff', remark: 'Welcome gift' });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${member.id}`)
      .where('action', '=', 'vip.member.level')
      .execute();
    expect(audit).toHaveLength(1);

    const content = await t.staffToken(['content']);
    const refused = await t.app.inject({ method: 'PUT', url: '/bo/vip/levels/1', headers: bearer(content), payload: { names: {}, benefits: {} } });
    expect(refused.statusCode).toBe(400);
    expect(errorCodeOf(refused)).toBe('VALIDATION_ERROR');
    const list = await t.app.inject({ method: 'GET', url: '/bo/vip/levels', headers: bearer(content) });
    expect(list.json().value.levels).toHaveLength(4);
  });
});

describe('a run asked by staff', () => {
  it('runs now, is audited and answers the runs status', async () => {
    const content = await t.staffToken(['content']);
    const res = await t.app.inject({ method: 'POST', url: '/bo/vip/runs', headers: bearer(content) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.runs.length).toBeGreaterThan(0);
    const audit = await db().selectFrom('audit_log').select('action').where('action', '=', 'vip.run').execute();
    expect(audit).toHaveLength(1);
    const support = await t.staffToken(['support']);
    const refused = await t.app.inject({ method: 'POST', url: '/bo/vip/runs', headers: bearer(support) });
    expect(refused.statusCode).toBe(403);
  });
});
