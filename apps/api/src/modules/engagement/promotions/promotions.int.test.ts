import { randomUUID } from 'node:crypto';
import type { PromotionBonusList, PromotionClaimResult, PromotionHallList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, postGame, type TestMember } from '../../money/wallet/wallet.test-support';
import { insertPromotion } from './promotions.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = async <T>(member: TestMember, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
};
const claim = (token: string, promotionId: number) => t.app.inject({ method: 'POST', url: `/wps/promotions/${promotionId}/claim`, headers: bearer(token) });
const statusOf = async (member: TestMember, promotionId: number) =>
  (await get<PromotionHallList>(member, '/wps/promotions/status')).list.find((i) => i.promotionId === promotionId);

/** A first-deposit promotion: 50 % of the deposit up to 300.00, from 100.00, by the given methods. */
const firstDepositPromotion = async (paymentMethods: string[] = []) => {
  const id = await insertPromotion(t.database.db, { turnoverMultipleBp: 20_000 });
  await t.database.db
    .updateTable('promotion_rules')
    .set({ kind: 'first_deposit', parameters: JSON.stringify({ kind: 'first_deposit', percentBp: 5_000, cap: 30_000, minDeposit: 10_000, paymentMethods }) })
    .where('promotion_id', '=', id)
    .execute();
  return id;
};

/** A credited deposit row, as the deposits module leaves one (the money itself is not needed here). */
const creditedDeposit = async (member: TestMember, amount: bigint, methodCode: string) => {
  const method = await t.database.db
    .insertInto('payment_methods')
    .values({ code: methodCode, name: methodCode, names: '{}', kind: 'manual_bank', provider_code: 'manual', min_amount: 100n, max_amount: 10_000_000n })
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
      request_hash: 'x',
    })
    .execute();
};

describe('player promotions', () => {
  it('pays a sign-up bonus once and lists it with its wagering', async () => {
    const promotionId = await insertPromotion(t.database.db, { turnoverMultipleBp: 30_000 });
    const member = await newMember(t);
    expect(await statusOf(member, promotionId)).toEqual({ promotionId, kind: 'signup', status: 'claim', amountDue: 5_000 });

    const first = await claim(member.token, promotionId);
    expect(first.json().value as PromotionClaimResult, first.body).toEqual({ promotionId, status: 'claimed', amount: 5_000, turnoverRequired: 15_000 });
    const again = await claim(member.token, promotionId);
    expect(again.json().value).toEqual(first.json().value);
    expect(await statusOf(member, promotionId)).toMatchObject({ status: 'claimed' });

    await postGame(t, member, 'game_bet', 4_000, { vendorCode: 'TEST' });
    const { list } = await get<PromotionBonusList>(member, '/wps/promotions/bonuses');
    expect(list).toEqual([
      expect.objectContaining({
        promotionId,
        title: 'First deposit bonus',
        amount: 5_000,
        status: 'claimed',
        turnoverRequired: 15_000,
        turnoverDone: 4_000,
        wageringStatus: 'active',
      }),
    ]);
  });

  it('pays a share of the first deposit, capped, and refuses when none qualifies', async () => {
    const promotionId = await firstDepositPromotion(['UPI_A']);
    const member = await newMember(t);
    expect(await statusOf(member, promotionId)).toMatchObject({ status: 'closed', amountDue: 0 });
    const early = await claim(member.token, promotionId);
    expect([early.statusCode, errorCodeOf(early)]).toEqual([409, 'PROMOTION_NOT_ELIGIBLE']);

    await creditedDeposit(member, 100_000n, 'UPI_A');
    expect(await statusOf(member, promotionId)).toMatchObject({ status: 'claim', amountDue: 30_000 });
    const paid = await claim(member.token, promotionId);
    expect(paid.json().value).toEqual({ promotionId, status: 'claimed', amount: 30_000, turnoverRequired: 60_000 });

    const other = await newMember(t);
    await creditedDeposit(other, 100_000n, 'UPI_B'); // another method
    expect(errorCodeOf(await claim(other.token, promotionId))).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('shows a promotion that starts later as coming soon and refuses its claim', async () => {
    const promotionId = await insertPromotion(t.database.db);
    await t.database.db
      .updateTable('content_promotions')
      .set({ start_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', promotionId)
      .execute();
    const member = await newMember(t);
    expect(await statusOf(member, promotionId)).toMatchObject({ status: 'coming_soon' });
    expect(errorCodeOf(await claim(member.token, promotionId))).toBe('PROMOTION_NOT_AVAILABLE');
  });

  it('refuses guests, trial accounts, unknown promotions and bad ids', async () => {
    const promotionId = await insertPromotion(t.database.db);
    expect((await t.app.inject({ method: 'POST', url: `/wps/promotions/${promotionId}/claim` })).statusCode).toBe(401);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    expect(errorCodeOf(await claim(trial.token, promotionId))).toBe('TRIAL_ACCOUNT');
    const member = await newMember(t);
    expect(errorCodeOf(await claim(member.token, 999_999))).toBe('PROMOTION_NOT_AVAILABLE');
    const bad = await t.app.inject({ method: 'POST', url: '/wps/promotions/abc/claim', headers: bearer(member.token) });
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
