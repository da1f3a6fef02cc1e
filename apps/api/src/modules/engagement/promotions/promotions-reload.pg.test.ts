import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { insertPromotion, paidFigures } from './promotions.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const reload = async (columns: { limit_per_day?: number } = {}) => {
  const id = await insertPromotion(t.database.db, { turnoverMultipleBp: 10_000 });
  await t.database.db
    .updateTable('promotion_rules')
    .set({ kind: 'reload', parameters: JSON.stringify({ kind: 'reload', percentBp: 1_000, cap: 5_000, minDeposit: 10_000, paymentMethods: [] }), ...columns })
    .where('promotion_id', '=', id)
    .execute();
  return id;
};

let seq = 0;
const creditedDeposit = async (member: TestMember, amount: bigint) => {
  const method = await t.database.db
    .insertInto('payment_methods')
    .values({ code: 'RELOAD_PG', name: 'RELOAD_PG', names: '{}', kind: 'manual_bank', provider_code: 'manual', min_amount: 100n, max_amount: 10_000_000n })
    .onConflict((oc) => oc.column('code').doUpdateSet({ enabled: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('deposits')
    .values({
      order_no: `D${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      member_id: member.id,
      method_id: method.id,
      kind: 'manual_bank',
      provider_code: 'manual',
      amount,
      currency: 'INR',
      status: 'credited',
      idempotency_key: randomUUID(),
      request_hash: `pg${++seq}`,
    })
    .execute();
};

const claimAll = (member: TestMember, promotionId: number, n: number) =>
  Promise.all(Array.from({ length: n }, () => t.app.inject({ method: 'POST', url: `/wps/promotions/${promotionId}/claim`, headers: bearer(member.token) })));

describe('reload claims under concurrency (PostgreSQL)', () => {
  it('pays one deposit once when the member claims it 100 times at once', async () => {
    const promotionId = await reload();
    const member = await newMember(t);
    await creditedDeposit(member, 100_000n); // the first deposit
    await creditedDeposit(member, 20_000n);

    const answers = await claimAll(member, promotionId, 100);
    const paid = answers.filter((r) => r.statusCode === 200).map((r) => r.json().value as { amount: number; status: string });
    // Every answer is the one claim, or a refusal after it committed (the deposit is matched by then).
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((v) => `${v.amount}:${v.status}`))).toEqual(new Set(['2000:claimed']));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code as string)).toEqual(
      Array.from({ length: 100 - paid.length }, () => 'PROMOTION_NOT_ELIGIBLE'),
    );
    expect(await paidFigures(t.database.db, promotionId, member.id)).toMatchObject({ journals: 1, claims: 1 });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('keeps a daily limit of one when claims for two deposits race', async () => {
    const promotionId = await reload({ limit_per_day: 1 });
    const member = await newMember(t);
    await creditedDeposit(member, 100_000n);
    await creditedDeposit(member, 20_000n);
    await creditedDeposit(member, 30_000n);

    await claimAll(member, promotionId, 40);
    expect(await paidFigures(t.database.db, promotionId, member.id)).toMatchObject({ journals: 1, claims: 1 });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
