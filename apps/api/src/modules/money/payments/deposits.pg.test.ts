import type { BoPaymentMethod } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger';
import {
  balanceOf,
  createMethod,
  deposit,
  depositOk,
  depositRow,
  gatewayMethodBody,
  journalsOf,
  manualMethodBody,
  newKey,
  newMember,
  noticesOf,
  paymentIdOf,
  sandboxWebhook,
} from './payments.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
let finance: string;
let manual: BoPaymentMethod;
let gateway: BoPaymentMethod;

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
  manual = await createMethod(t, finance, manualMethodBody());
  gateway = await createMethod(t, finance, gatewayMethodBody());
});
afterAll(async () => t.close());

describe('deposits under concurrency (PostgreSQL)', () => {
  it('credits once when the same paid webhook arrives 20 times in parallel', async () => {
    const member = await newMember(t);
    const order = await depositOk(t, member.token, { methodId: gateway.id, amount: 60_000 });
    const row = await depositRow(t, order.orderNo);
    const event = { orderNo: order.orderNo, paymentId: await paymentIdOf(t, order.orderNo), status: 'paid' as const, amount: 60_000, currency: row.currency };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandboxWebhook(t, event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.filter((a) => a.json().value.changed === true)).toHaveLength(1);
    expect(await balanceOf(t, member.token)).toBe(60_000);
    expect(await journalsOf(t, row.id)).toHaveLength(1);
    expect((await noticesOf(t, member.id)).map((n) => n.kind)).toEqual(['deposit_credited']);
  });

  it('lets exactly one of a confirm and a reject win, again and again', async () => {
    for (let round = 0; round < 10; round += 1) {
      const member = await newMember(t);
      const order = await depositOk(t, member.token, { methodId: manual.id, amount: 20_000, transferReference: `RACE-${round}` });
      const row = await depositRow(t, order.orderNo);
      const [confirm, reject] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/bo/deposits/${row.id}/confirm`, headers: bearer(finance), payload: {} }),
        t.app.inject({ method: 'POST', url: `/bo/deposits/${row.id}/reject`, headers: bearer(finance), payload: { reason: 'race' } }),
      ]);
      const winners = [confirm, reject].filter((r) => r.statusCode === 200);
      const losers = [confirm, reject].filter((r) => r.statusCode !== 200);
      expect(winners).toHaveLength(1);
      expect(losers.map(errorCodeOf)).toEqual(['INVALID_STATE']);
      const final = await depositRow(t, order.orderNo);
      expect(await balanceOf(t, member.token)).toBe(final.status === 'credited' ? 20_000 : 0);
      expect(await noticesOf(t, member.id)).toHaveLength(1);
    }
  });

  it('creates one deposit when the same idempotency key is sent 20 times in parallel', async () => {
    const member = await newMember(t);
    const body = { idempotencyKey: newKey(), methodId: manual.id, amount: 30_000, transferReference: 'PAR-KEY' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(t, member.token, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.json().value.orderNo)).size).toBe(1);
    expect(await t.database.db.selectFrom('deposits').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
  });

  it('holds every ledger invariant afterwards', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
