import type { BoGgrReport } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addVendor, currency, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { businessToday } from '../../../lib/business-periods/report-days';
import { addDaily } from './round-data.test-support';

let t: TestApp;
let finance: string;
let operator: string;
let support: string;
let content: string;
const a = { id: 0, code: 'GGRA' };
const b = { id: 0, code: 'GGRB' };
let m1: TestMember;
let m2: TestMember;
let m3: TestMember;
const d1 = '2026-01-10';
const d2 = '2026-01-11';

const addRound = (vendorId: number, member: TestMember, roundId: string, openedAt: string) =>
  t.database.db
    .insertInto('game_rounds')
    .values({ vendor_id: vendorId, round_id: roundId, member_id: member.id, game_code: 'g', game_type: 'RNG', currency, opened_at: new Date(openedAt) })
    .execute();

beforeAll(async () => {
  // The business day is Kolkata's (UTC+5:30), the default BUSINESS_TIME_ZONE, set here so the test says it.
  t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Kolkata' });
  [finance, operator, support, content] = await Promise.all([
    t.staffToken(['finance']),
    t.staffToken(['operator']),
    t.staffToken(['support']),
    t.staffToken(['content']),
  ]);
  a.id = (await addVendor(t, a.code, 'seamless')).id;
  b.id = (await addVendor(t, b.code, 'transfer')).id;
  await t.database.db.updateTable('catalog_vendors').set({ display_name: 'Big, "Bold" Games' }).where('id', '=', b.id).execute();
  [m1, m2, m3] = [await newMember(t), await newMember(t), await newMember(t)];
  const db = t.database.db;
  await addDaily(db, { memberId: m1.id, day: d1, vendorId: a.id, bet: 10_000, refund: 1_000, win: 4_000, bets: 3 });
  await addDaily(db, { memberId: m2.id, day: d1, vendorId: a.id, bet: 5_000, win: 8_000 });
  await addDaily(db, { memberId: m1.id, day: d2, vendorId: a.id, bet: 2_000, win: 0 });
  await addDaily(db, { memberId: m3.id, day: d2, vendorId: b.id, bet: 7_000, win: 1_000, bets: 2 });
  // Outside the period asked for below.
  await addDaily(db, { memberId: m1.id, day: '2026-01-09', vendorId: a.id, bet: 999_999, win: 0 });
  await addDaily(db, { memberId: m1.id, day: '2026-01-12', vendorId: a.id, bet: 999_999, win: 0 });
  // Rounds by the Kolkata day they opened: 19:00 UTC is 00:30 the next day there.
  await addRound(a.id, m1, 'a1', '2026-01-09T19:00:00Z'); // d1
  await addRound(a.id, m2, 'a2', '2026-01-10T06:30:00Z'); // d1
  await addRound(a.id, m1, 'a3', '2026-01-10T19:00:00Z'); // d2
  await addRound(b.id, m3, 'b1', '2026-01-11T10:00:00Z'); // d2
  await addRound(a.id, m1, 'a4', '2026-01-11T19:00:00Z'); // 2026-01-12: outside
  await addRound(a.id, m1, 'a0', '2026-01-09T18:00:00Z'); // 2026-01-09 23:30: outside
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const valueOf = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};

describe('GGR report', () => {
  it('sums the daily aggregates per vendor and day, with vendor and period totals', async () => {
    const report = valueOf<BoGgrReport>(await get(`/bo/games/ggr?from=${d1}&to=${d2}`, finance));
    expect(report).toMatchObject({ from: d1, to: d2, timeZone: 'Asia/Kolkata', days: [d1, d2] });
    const figures = (r: BoGgrReport['rows'][number] | BoGgrReport['totals'][number]) => [
      r.betCount,
      r.betAmount,
      r.refundAmount,
      r.validBet,
      r.winAmount,
      r.ggr,
      r.rounds,
      r.players,
    ];
    expect(report.rows.map((r) => [r.day, r.vendorCode, ...figures(r)])).toEqual([
      [d1, a.code, 4, 15_000, 1_000, 14_000, 12_000, 2_000, 2, 2],
      [d2, a.code, 1, 2_000, 0, 2_000, 0, 2_000, 1, 1],
      [d2, b.code, 2, 7_000, 0, 7_000, 1_000, 6_000, 1, 1],
    ]);
    // m1 played A on both days: two distinct players over the period, not three.
    expect(report.vendors.map((v) => [v.vendorCode, v.vendorName, ...figures(v)])).toEqual([
      [a.code, `${a.code} Games`, 5, 17_000, 1_000, 16_000, 12_000, 4_000, 3, 2],
      [b.code, 'Big, "Bold" Games', 2, 7_000, 0, 7_000, 1_000, 6_000, 1, 1],
    ]);
    expect(report.totals.map((x) => [x.currency, ...figures(x)])).toEqual([[currency, 7, 24_000, 1_000, 23_000, 13_000, 10_000, 4, 3]]);
  });

  it('narrows to one vendor', async () => {
    const report = valueOf<BoGgrReport>(await get(`/bo/games/ggr?from=${d1}&to=${d2}&vendorCode=${b.code}`, operator));
    expect(report.rows.map((r) => [r.day, r.vendorCode, r.ggr])).toEqual([[d2, b.code, 6_000]]);
    expect(report.totals.map((x) => x.ggr)).toEqual([6_000]);
  });

  it('covers the last 7 business days by default', async () => {
    const report = valueOf<BoGgrReport>(await get('/bo/games/ggr', finance));
    expect(report.days).toHaveLength(7);
    expect(report.to).toBe(businessToday('Asia/Kolkata'));
    expect(report.days.at(0)).toBe(report.from);
  });

  it('exports CSV with amounts in major units and text quoted', async () => {
    const res = await get(`/bo/games/ggr.csv?from=${d1}&to=${d2}`, finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ggr-${d1}-${d2}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'day,vendor_code,vendor_name,currency,bets,bet_amount,refund_amount,valid_bet,win_amount,ggr,rounds,players',
      `${d1},${a.code},${a.code} Games,INR,4,150.00,10.00,140.00,120.00,20.00,2,2`,
      `${d2},${a.code},${a.code} Games,INR,1,20.00,0.00,20.00,0.00,20.00,1,1`,
      `${d2},${b.code},"Big, ""Bold"" Games",INR,2,70.00,0.00,70.00,10.00,60.00,1,1`,
      `total,${a.code},${a.code} Games,INR,5,170.00,10.00,160.00,120.00,40.00,3,2`,
      `total,${b.code},"Big, ""Bold"" Games",INR,2,70.00,0.00,70.00,10.00,60.00,1,1`,
      'total,ALL,,INR,7,240.00,10.00,230.00,130.00,100.00,4,3',
    ]);
  });

  it('refuses bad periods and wrong roles', async () => {
    for (const query of [
      'from=2026-01-11&to=2026-01-10',
      'from=2026-01-01&to=2026-04-03',
      'from=2026-02-30&to=2026-03-01',
      'from=20260101',
      'to=yesterday',
      'extra=1',
    ]) {
      for (const path of ['/bo/games/ggr', '/bo/games/ggr.csv']) {
        const res = await get(`${path}?${query}`, finance);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(['VALIDATION_ERROR', 'UNKNOWN_FIELD'], `${path}?${query}`).toContain(errorCodeOf(res));
      }
    }
    // 92 days, both ends included, is the longest period.
    expect(valueOf<BoGgrReport>(await get('/bo/games/ggr?from=2026-01-01&to=2026-04-02', finance)).days).toHaveLength(92);
    for (const token of [support, content]) {
      for (const path of ['/bo/games/ggr', '/bo/games/ggr.csv']) {
        const res = await get(path, token);
        expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
      }
    }
  });
});
