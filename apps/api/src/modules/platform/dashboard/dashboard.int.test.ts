import type { BoDashboard } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { addDaily } from '../../games/betting-records/round-data.test-support';
import { createMethod, depositOk, depositRow, manualMethodBody, newMember as newDepositor } from '../../money/payments/payments.test-support';
import { addVendor, newMember } from '../../money/wallet/wallet.test-support';
import { bankIdOf, fund, newPlayer, setCashier, staffPost, withdrawOk } from '../../money/withdrawals/withdrawals.test-support';
import { businessToday, daysUpTo } from './business-day';

let t: TestApp;
let admin: string;
let finance: string;
let operator: string;
let content: string;
const zone = 'Asia/Kolkata';

const dashboardAs = async (token: string): Promise<BoDashboard> => {
  const res = await t.app.inject({ method: 'GET', url: '/bo/dashboard', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as BoDashboard;
};

beforeAll(async () => {
  t = await createTestApp({ BUSINESS_TIME_ZONE: zone });
  [admin, finance, operator, content] = await Promise.all([
    t.staffToken(['admin']),
    t.staffToken(['finance']),
    t.staffToken(['operator']),
    t.staffToken(['content']),
  ]);
  await setCashier(t, { turnoverMultiple: 0, withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000, maxPendingWithdrawals: 1, maxBankAccounts: 3 });
});
afterAll(async () => t.close());

describe('GET /bo/dashboard', () => {
  it("sums today's deposits and withdrawals, the pending ones, and raises what waits too long", async () => {
    const method = await createMethod(t, finance, manualMethodBody());
    const credited = await newDepositor(t);
    const order = await depositOk(t, credited.token, { methodId: method.id, amount: 40_000, transferReference: 'DASH-1' });
    expect((await staffPost(t, finance, `/bo/deposits/${(await depositRow(t, order.orderNo)).id}/confirm`, {})).statusCode).toBe(200);
    const waiting = await newDepositor(t);
    const pending = await depositOk(t, waiting.token, { methodId: method.id, amount: 25_000, transferReference: 'DASH-2' });
    // Made two hours ago: past the hour after which the dashboard raises it.
    await t.database.db
      .updateTable('deposits')
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('order_no', '=', pending.orderNo)
      .execute();

    const paid = await newPlayer(t);
    await fund(t, paid, 100_000);
    const paidOut = await withdrawOk(t, paid, { amount: 30_000, bankAccountId: await bankIdOf(t, paid) });
    expect((await staffPost(t, finance, `/bo/withdrawals/${paidOut.id}/approve`)).statusCode).toBe(200);
    const asking = await newPlayer(t);
    await fund(t, asking, 100_000);
    const open = await withdrawOk(t, asking, { amount: 12_000, bankAccountId: await bankIdOf(t, asking) });
    await t.database.db
      .updateTable('withdrawals')
      .set({ created_at: new Date(Date.now() - 90 * 60_000) })
      .where('id', '=', BigInt(open.id))
      .execute();

    const view = await dashboardAs(finance);
    expect(view.currency).toBe('INR');
    expect(view.cashier).toEqual({
      depositsToday: [{ currency: 'INR', count: 1, amount: 40_000 }],
      depositsPending: [{ currency: 'INR', count: 1, amount: 25_000 }],
      withdrawalsToday: [{ currency: 'INR', count: 1, amount: 30_000 }],
      withdrawalsPending: [{ currency: 'INR', count: 1, amount: 12_000 }],
    });
    expect(view.alerts).toEqual([
      { kind: 'staleWithdrawals', count: 1 },
      { kind: 'staleDeposits', count: 1 },
    ]);
  });

  it("reports today's and the week's GGR per day and today's players from the daily aggregates", async () => {
    const vendor = await addVendor(t, 'DASHV', 'seamless');
    const registeredBefore = (await dashboardAs(operator)).newMembersToday;
    const [m1, m2] = [await newMember(t), await newMember(t)];
    const today = businessToday(zone, new Date());
    const [weekStart, , , , , yesterday] = daysUpTo(today, 7);
    const db = t.database.db;
    await addDaily(db, { memberId: m1.id, day: today, vendorId: vendor.id, bet: 10_000, refund: 1_000, win: 4_000 });
    await addDaily(db, { memberId: m2.id, day: today, vendorId: vendor.id, bet: 5_000, win: 0 });
    await addDaily(db, { memberId: m1.id, day: yesterday!, vendorId: vendor.id, bet: 20_000, win: 25_000 });
    await addDaily(db, { memberId: m2.id, day: weekStart!, vendorId: vendor.id, bet: 3_000, win: 0 });
    // The day before the week: outside every figure.
    await addDaily(db, { memberId: m2.id, day: daysUpTo(weekStart!, 2)[0]!, vendorId: vendor.id, bet: 999_999, win: 0 });

    const view = await dashboardAs(operator);
    expect(view.days).toEqual(daysUpTo(today, 7));
    expect(view.cashier).toBeNull();
    expect(view.alerts).toEqual([]);
    expect(view.games).toEqual({
      ggrToday: [{ currency: 'INR', validBet: 14_000, winAmount: 4_000, ggr: 10_000 }],
      ggrWeek: [{ currency: 'INR', validBet: 37_000, winAmount: 29_000, ggr: 8_000 }],
      days: [
        { day: weekStart, currency: 'INR', validBet: 3_000, winAmount: 0, ggr: 3_000, players: 1 },
        { day: yesterday, currency: 'INR', validBet: 20_000, winAmount: 25_000, ggr: -5_000, players: 1 },
        { day: today, currency: 'INR', validBet: 14_000, winAmount: 4_000, ggr: 10_000, players: 2 },
      ],
      activePlayersToday: 2,
    });
    expect(view.newMembersToday - registeredBefore).toBe(2);
  });

  it('shows each role only the figures its screens show, and raises a ledger difference for finance', async () => {
    const forContent = await dashboardAs(content);
    expect([forContent.cashier, forContent.games, forContent.alerts]).toEqual([null, null, []]);
    expect(forContent.newMembersToday).toBeGreaterThan(0);
    // A balance moved past the ledger, as a faulty script would: only reconciliation can notice it.
    await t.database.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', 777n) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('ledger_accounts')
          .select((s) => s.fn.min('id').as('id'))
          .where('kind', '=', 'player_main'),
      )
      .execute();
    const forAdmin = await dashboardAs(admin);
    expect(forAdmin.cashier).not.toBeNull();
    expect(forAdmin.games).not.toBeNull();
    expect(forAdmin.alerts).toContainEqual({ kind: 'reconciliationDifference', count: 1 });
    const unsigned = await t.app.inject({ method: 'GET', url: '/bo/dashboard' });
    expect(unsigned.statusCode).toBe(401);
  });
});
