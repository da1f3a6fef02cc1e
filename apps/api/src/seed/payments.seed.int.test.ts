import type { DepositMethodList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOk, newMember } from '../modules/money/payments/payments.test-support';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { seedPaymentMethods } from './payments.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('payment methods seed', () => {
  it('adds an enabled manual bank method and the sandbox gateway once, both usable by a player', async () => {
    await seedPaymentMethods(t.database.db);
    await seedPaymentMethods(t.database.db);
    const member = await newMember(t);
    const methods = (await t.app.inject({ method: 'GET', url: '/wps/deposit/methods', headers: bearer(member.token) })).json().value as DepositMethodList;
    expect(methods.list.map((m) => [m.code, m.kind, m.minAmount, m.maxAmount])).toEqual([
      ['BANK', 'manual_bank', 10_000, 5_000_000],
      ['SANDBOX', 'gateway', 10_000, 5_000_000],
    ]);
    const [bank, sandbox] = methods.list;
    expect((await depositOk(t, member.token, { methodId: bank!.id, amount: 10_000, transferReference: 'SEED-1' })).status).toBe('pending');
    expect((await depositOk(t, member.token, { methodId: sandbox!.id, amount: 10_000 })).redirectUrl).toMatch(/^\/sandbox-pay\/checkout\//);
  });
});
