import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addHourly, hourAgo } from './accrual.test-support';
import { postPoints } from './post-points';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.staffToken(['operator']);
});
afterAll(async () => t.close());

const rates = [
  { vipLevel: null, source: 'rng', pointsBp: 10_000 },
  { vipLevel: null, source: 'deposit', pointsBp: 5_000 },
  { vipLevel: 2, source: 'rng', pointsBp: 25_000 },
];

describe('points routes', () => {
  it('lets staff replace the rates, audited, and refuses a duplicate pair or a content editor', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/bo/loyalty/point-rates', headers: bearer(operator), payload: { rates } });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.rates).toHaveLength(3);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'loyalty.point_rates.update').execute();
    expect(audit).toHaveLength(1);

    const duplicate = await t.app.inject({
      method: 'PUT',
      url: '/bo/loyalty/point-rates',
      headers: bearer(operator),
      payload: { rates: [...rates, rates[0]] },
    });
    expect(duplicate.statusCode).toBe(400);
    const negative = await t.app.inject({
      method: 'PUT',
      url: '/bo/loyalty/point-rates',
      headers: bearer(operator),
      payload: { rates: [{ vipLevel: null, source: 'rng', pointsBp: -1 }] },
    });
    expect(negative.statusCode).toBe(400);
    const content = await t.staffToken(['content']);
    const refused = await t.app.inject({ method: 'GET', url: '/bo/loyalty/point-rates', headers: bearer(content) });
    expect(errorCodeOf(refused)).toBe('FORBIDDEN');
    const get = await t.app.inject({ method: 'GET', url: '/bo/loyalty/point-rates', headers: bearer(operator) });
    expect(get.json().value.rates).toEqual(rates);
  });

  it("shows the member's balance, rules and details after an accrual run", async () => {
    const session = await registerMember(t);
    const memberId = BigInt(session.member.id);
    await addHourly(t.database.db, memberId, hourAgo(1), 'RNG', { bet: 45_000n });
    const run = await t.app.inject({ method: 'POST', url: '/bo/loyalty/point-accrual/run', headers: bearer(operator) });
    expect(run.json().value).toMatchObject({ ran: true, entries: 1, pointsIn: 4 });
    await postPoints(t.database.db, {
      memberId,
      delta: -3n,
      source: 'redeem',
      sourceKey: 'redeem:route-test',
      details: { item: 'Mug', quantity: 1, pointsNeeded: 3, status: 'approved', redeemType: 'gift' },
    });

    const balance = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointBalance', headers: bearer(session.token) });
    expect(balance.json().value).toEqual({ balance: 1, earned: 4, spent: 3 });
    const config = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointConfig', headers: bearer(session.token) });
    expect(config.json().value).toMatchObject({ vipLevel: 0, neverExpire: true, rateBaseMinor: 10_000 });
    expect(config.json().value.myRates).toContainEqual({ source: 'rng', pointsBp: 10_000 });

    const details = await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?preset=today', headers: bearer(session.token) });
    const list = details.json().value.list;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      source: 'redeem',
      change: -3,
      balance: 1,
      itemName: 'Mug',
      quantity: 1,
      pointsNeeded: 3,
      status: 'approved',
      redeemType: 'gift',
    });
    expect(list[1]).toMatchObject({ source: 'rng', change: 4, balance: 4, parts: [{ source: 'rng', change: 4 }] });
    expect(list[0].parts).toEqual([]);
    const filtered = await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?source=rng', headers: bearer(session.token) });
    expect(filtered.json().value.total).toBe(1);
    const bad = await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?source=nope', headers: bearer(session.token) });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointBalance' });
    expect(anonymous.statusCode).toBe(401);
  });
});
