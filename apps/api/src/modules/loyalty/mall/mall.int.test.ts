import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPointsMall } from '../../../seed/points-mall.seed';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { fundMember, newKey, newMember, paymentPassword } from '../../money/wallet/wallet.test-support';
import { checkLedgerInvariants } from '../../money/ledger';
import { postPoints } from '../points';
import { addGoods, convertCall, givePoints, pointsOf, redeemCall } from './mall.test-support';

let t: TestApp;
let staff: string;
let goodsByType: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await seedPointsMall(t.database.db);
  staff = await t.staffToken(['operator']);
  const goods = await t.database.db.selectFrom('points_mall_goods').select(['id', 'redeem_type']).execute();
  goodsByType = Object.fromEntries(goods.map((g) => [g.redeem_type, g.id]));
});
afterAll(async () => t.close());

const walletOf = async (memberId: bigint) =>
  (
    await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'player_main')
      .where('owner_id', '=', String(memberId))
      .executeTakeFirst()
  )?.balance ?? 0n;
const stockOf = async (goodsId: number) =>
  (await t.database.db.selectFrom('points_mall_goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;
const staffPost = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(staff), ...(payload ? { payload } : {}) });

describe('the seeded points mall', () => {
  it('offers one goods item of each redeem type in the caller language, and names the paying loyalty promotion', async () => {
    const member = await newMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRewardList?language=CN', headers: bearer(member.token) });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { redeemType: string; name: string; images: string[] }[];
    expect(list.map((g) => g.redeemType)).toEqual(['cash', 'discount', 'life', 'gift']);
    expect(list[3]).toMatchObject({ name: '品牌连帽衫', images: ['/lgw/art/promo/mall-gift.svg'] });
    const gifts = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRewardList?redeemType=gift', headers: bearer(member.token) });
    expect(gifts.json().value).toMatchObject({ total: 1, list: [{ name: 'Branded hoodie', stock: 50, limitPerMember: 1, redeemedByMe: 0 }] });
    const config = await t.database.db.selectFrom('points_mall_config').selectAll().executeTakeFirstOrThrow();
    const rule = await t.database.db
      .selectFrom('promotion_rules')
      .select(['kind', 'turnover_multiple_bp'])
      .where('promotion_id', '=', config.promotion_id!)
      .executeTakeFirstOrThrow();
    expect(rule).toEqual({ kind: 'loyalty', turnover_multiple_bp: 0 });
    // Seeding again changes nothing.
    await seedPointsMall(t.database.db);
    expect(await t.database.db.selectFrom('points_mall_goods').select('id').execute()).toHaveLength(4);
  });
});

describe('redeeming goods', () => {
  it('debits the points and takes the stock once per key, waits for staff, and answers a replay as the first time', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 12_000);
    const gift = goodsByType.gift!;
    const key = newKey();
    const first = await redeemCall(t, member.token, { goodsId: gift, quantity: 1, paymentPassword, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      pointsBalance: 7_000,
      replayed: false,
      redemption: { status: 'applying', redeemType: 'gift', itemName: 'Branded hoodie', quantity: 1, pointsNeeded: 5_000, kind: 'redeem' },
    });
    const again = await redeemCall(t, member.token, { goodsId: gift, quantity: 1, paymentPassword, idempotencyKey: key });
    expect(again.json().value).toMatchObject({ pointsBalance: 7_000, replayed: true, redemption: { id: first.json().value.redemption.id } });
    const other = await redeemCall(t, member.token, { goodsId: gift, quantity: 2, paymentPassword, idempotencyKey: key });
    expect([other.statusCode, errorCodeOf(other)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await pointsOf(t, member.id)).toBe(7_000n);
    expect(await stockOf(gift)).toBe(49);

    const entry = await t.database.db
      .selectFrom('loyalty_point_entries')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('source', '=', 'redeem')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ delta: -5_000n, source_key: `redeem:${first.json().value.redemption.id}` });
    expect(entry.details).toMatchObject({
      item: 'Branded hoodie',
      quantity: 1,
      pointsNeeded: 5_000,
      amountNeeded: 0,
      ratio: null,
      redeemType: 'gift',
      status: 'applying',
    });

    // One gift per member: a second key is refused, and that refusal is its answer from then on.
    const limitKey = newKey();
    const limited = await redeemCall(t, member.token, { goodsId: gift, quantity: 1, paymentPassword, idempotencyKey: limitKey });
    expect([limited.statusCode, errorCodeOf(limited)]).toEqual([409, 'POINTS_MALL_LIMIT_REACHED']);
    expect(limited.json().details).toEqual({ limit: 1, redeemed: 1 });
    const records = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRedeemList', headers: bearer(member.token) });
    expect(records.json().value).toMatchObject({ total: 1, list: [{ status: 'applying', number: expect.stringMatching(/^PM\d{8}$/) }] });

    // Staff reject it: the points and the item come back, and the member may redeem again with a new key.
    const id = first.json().value.redemption.id as number;
    const rejected = await staffPost(`/bo/points-mall/redemptions/${id}/reject`, { reason: 'Out of this size' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Out of this size', memberAccount: member.account });
    expect(await pointsOf(t, member.id)).toBe(12_000n);
    expect(await stockOf(gift)).toBe(50);
    const refund = await t.database.db
      .selectFrom('loyalty_point_entries')
      .select(['delta', 'source'])
      .where('source_key', '=', `redeem-refund:${id}`)
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ delta: 5_000n, source: 'refund' });
    const twice = await staffPost(`/bo/points-mall/redemptions/${id}/reject`, { reason: 'again' });
    expect([twice.statusCode, errorCodeOf(twice)]).toEqual([409, 'POINTS_MALL_STATUS_CONFLICT']);
    const replayRefusal = await redeemCall(t, member.token, { goodsId: gift, quantity: 1, paymentPassword, idempotencyKey: limitKey });
    expect([replayRefusal.statusCode, errorCodeOf(replayRefusal)]).toEqual([409, 'POINTS_MALL_LIMIT_REACHED']);
    const fresh = await redeemCall(t, member.token, { goodsId: gift, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    expect(fresh.json().value.redemption.status).toBe('applying');

    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'points_mall.%').execute();
    expect(audit.map((a) => a.action)).toContain('points_mall.redemption.reject');
  });

  it('refuses too few points and keeps that answer for the key, even after points arrive', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 100);
    const key = newKey();
    const body = { goodsId: goodsByType.discount!, quantity: 1, paymentPassword, idempotencyKey: key };
    const poor = await redeemCall(t, member.token, body);
    expect([poor.statusCode, errorCodeOf(poor)]).toEqual([409, 'POINTS_INSUFFICIENT']);
    expect(poor.json().details).toEqual({ balance: 100, needed: 300 });
    const replayed = await redeemCall(t, member.token, body);
    expect(replayed.json().details).toEqual({ balance: 100, needed: 300 });
    await givePoints(t, member.id, 1_000);
    const replay = await redeemCall(t, member.token, body);
    expect([replay.statusCode, errorCodeOf(replay)]).toEqual([409, 'POINTS_INSUFFICIENT']);
    expect(await pointsOf(t, member.id)).toBe(1_100n);
    const ok = await redeemCall(t, member.token, { ...body, idempotencyKey: newKey() });
    expect(ok.json().value).toMatchObject({ pointsBalance: 800, redemption: { status: 'applying' } });
    // Refused requests are no records.
    const records = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRedeemList', headers: bearer(member.token) });
    expect(records.json().value.total).toBe(1);
  });

  it('refuses a wrong or missing payment password without keeping anything for the key', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 10_000);
    const key = newKey();
    const wrong = await redeemCall(t, member.token, { goodsId: goodsByType.life!, quantity: 1, paymentPassword: '000000', idempotencyKey: key });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'PAYMENT_PASSWORD_INVALID']);
    const right = await redeemCall(t, member.token, { goodsId: goodsByType.life!, quantity: 1, paymentPassword, idempotencyKey: key });
    expect(right.json().value).toMatchObject({ replayed: false, pointsBalance: 9_200 });
    const none = await newMember(t);
    const unset = await redeemCall(t, none.token, { goodsId: goodsByType.life!, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    expect(errorCodeOf(unset)).toBe('PAYMENT_PASSWORD_REQUIRED');
    // A plain body is refused: the call is sealed (E).
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      headers: bearer(member.token),
      payload: { goodsId: goodsByType.life!, quantity: 1, paymentPassword, idempotencyKey: newKey() },
    });
    expect(plain.statusCode).toBe(400);
  });

  it('sells the last item once and answers the next member out of stock', async () => {
    const goodsId = await addGoods(t, { stock: 1, pointsNeeded: 10 });
    const a = await newMember(t, { withPaymentPassword: true });
    const b = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, a.id, 100);
    await givePoints(t, b.id, 100);
    const first = await redeemCall(t, a.token, { goodsId, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    expect(first.statusCode, first.body).toBe(200);
    const second = await redeemCall(t, b.token, { goodsId, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    expect([second.statusCode, errorCodeOf(second)]).toEqual([409, 'POINTS_MALL_OUT_OF_STOCK']);
    expect(await stockOf(goodsId)).toBe(0);
    expect(await pointsOf(t, b.id)).toBe(100n);
    const gone = await redeemCall(t, b.token, { goodsId: 2_000_000, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    expect([gone.statusCode, errorCodeOf(gone)]).toEqual([409, 'POINTS_MALL_GOODS_UNAVAILABLE']);
  });

  it('pays cash-for-points goods into the main wallet at once and releases them', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 2_500);
    const res = await redeemCall(t, member.token, { goodsId: goodsByType.cash!, quantity: 2, paymentPassword, idempotencyKey: newKey() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ pointsBalance: 500, redemption: { status: 'released', amountNeeded: 2_000, ratio: '1000:1000' } });
    expect(await walletOf(member.id)).toBe(2_000n);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('the staff queue', () => {
  it('approves then releases a redemption, and the member reads the status', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 1_000);
    const made = await redeemCall(t, member.token, { goodsId: goodsByType.life!, quantity: 1, paymentPassword, idempotencyKey: newKey() });
    const id = made.json().value.redemption.id as number;
    const queue = await t.app.inject({
      method: 'GET',
      url: `/bo/points-mall/redemptions?status=applying&memberAccount=${member.account}`,
      headers: bearer(staff),
    });
    expect(queue.json().value).toMatchObject({ total: 1, list: [{ id, status: 'applying' }] });
    const early = await staffPost(`/bo/points-mall/redemptions/${id}/release`);
    expect(errorCodeOf(early)).toBe('POINTS_MALL_STATUS_CONFLICT');
    expect((await staffPost(`/bo/points-mall/redemptions/${id}/approve`)).json().value.status).toBe('approved');
    expect((await staffPost(`/bo/points-mall/redemptions/${id}/release`)).json().value).toMatchObject({ status: 'released', releasedAt: expect.any(String) });
    const records = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRedeemList?status=released', headers: bearer(member.token) });
    expect(records.json().value.list).toMatchObject([{ id, status: 'released' }]);
    // The points details show where the redemption is now, not the status it had when the points left.
    const details = await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?source=redeem', headers: bearer(member.token) });
    expect(details.json().value.list).toMatchObject([{ source: 'redeem', status: 'released' }]);
    const member2 = await newMember(t);
    const forbidden = await t.app.inject({ method: 'GET', url: '/bo/points-mall/redemptions', headers: bearer(member2.token) });
    expect(forbidden.statusCode).toBe(401);
  });

  it('edits goods in every language and refuses a cash item without an amount', async () => {
    const editor = await t.staffToken(['content']);
    const body = {
      redeemType: 'gift',
      name: 'Mug',
      description: 'A mug',
      translations: { AR: { name: 'كوب', description: 'كوب' } },
      images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
      stock: 10,
      limitPerMember: 2,
      pointsNeeded: 700,
    };
    const created = await t.app.inject({ method: 'POST', url: '/bo/points-mall/goods', headers: bearer(editor), payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/bo/points-mall/goods/${id}`,
      headers: bearer(editor),
      payload: { ...body, stock: 3, enabled: false },
    });
    expect(updated.json().value).toMatchObject({ stock: 3, enabled: false, translations: { AR: { name: 'كوب' } } });
    const badCash = await t.app.inject({ method: 'POST', url: '/bo/points-mall/goods', headers: bearer(editor), payload: { ...body, redeemType: 'cash' } });
    expect(badCash.statusCode).toBe(400);
    const badImage = await t.app.inject({
      method: 'POST',
      url: '/bo/points-mall/goods',
      headers: bearer(editor),
      payload: { ...body, images: ['javascript:alert(1)'] },
    });
    expect(badImage.statusCode).toBe(400);
  });
});

describe('converting points to cash', () => {
  it('pays at the configured ratio in whole steps, once per key', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    await givePoints(t, member.id, 1_000);
    const terms = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointConvertTerms', headers: bearer(member.token) });
    expect(terms.json().value).toEqual({ points: 100, amount: 100, minPoints: 100, available: true });
    const odd = await convertCall(t, member.token, { points: 250, paymentPassword, idempotencyKey: newKey() });
    expect([odd.statusCode, errorCodeOf(odd)]).toEqual([400, 'POINTS_MALL_CONVERT_INVALID']);
    const key = newKey();
    const res = await convertCall(t, member.token, { points: 300, paymentPassword, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      pointsBalance: 700,
      replayed: false,
      redemption: { kind: 'convert', status: 'released', amountNeeded: 300, ratio: '100:100' },
    });
    const again = await convertCall(t, member.token, { points: 300, paymentPassword, idempotencyKey: key });
    expect(again.json().value).toMatchObject({ replayed: true, pointsBalance: 700 });
    expect(await walletOf(member.id)).toBe(300n);
    const poor = await convertCall(t, member.token, { points: 5_000, paymentPassword, idempotencyKey: newKey() });
    expect(errorCodeOf(poor)).toBe('POINTS_INSUFFICIENT');
  });

  it('gives the points back when the promotions engine refuses to pay', async () => {
    const config = await t.database.db.selectFrom('points_mall_config').select('promotion_id').executeTakeFirstOrThrow();
    const finance = await t.staffToken(['finance']);
    const rule = await t.database.db
      .selectFrom('promotion_rules')
      .select(['budget_total', 'budget_used'])
      .where('promotion_id', '=', config.promotion_id!)
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('promotion_rules').set({ budget_total: rule.budget_used }).where('promotion_id', '=', config.promotion_id!).execute();
    try {
      const member = await newMember(t, { withPaymentPassword: true });
      await fundMember(t, member, 1);
      await givePoints(t, member.id, 500);
      const res = await convertCall(t, member.token, { points: 200, paymentPassword, idempotencyKey: newKey() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ redemption: { status: 'rejected', reason: 'PROMOTION_BUDGET_EXCEEDED' } });
      expect(await pointsOf(t, member.id)).toBe(500n);
      expect(await walletOf(member.id)).toBe(1n);
    } finally {
      await t.database.db.updateTable('promotion_rules').set({ budget_total: rule.budget_total }).where('promotion_id', '=', config.promotion_id!).execute();
    }
    const read = await t.app.inject({ method: 'GET', url: '/bo/points-mall/config', headers: bearer(finance) });
    expect(read.json().value).toMatchObject({ convertPoints: 100, convertAmount: 100, promotionId: config.promotion_id });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/bo/points-mall/config',
      headers: bearer(finance),
      payload: { convertPoints: 200, convertAmount: 150, convertMinPoints: 400, promotionId: config.promotion_id },
    });
    expect(set.json().value).toMatchObject({ convertPoints: 200, convertAmount: 150, convertMinPoints: 400 });
    await t.app.inject({
      method: 'PUT',
      url: '/bo/points-mall/config',
      headers: bearer(finance),
      payload: { convertPoints: 100, convertAmount: 100, convertMinPoints: 100, promotionId: config.promotion_id },
    });
  });
});

describe('a payout a stopped process left half done', () => {
  it('is paid when the member next reads the records, once, however often it is read', async () => {
    const member = await newMember(t);
    await givePoints(t, member.id, 1_000);
    // The state after step 1 (points debited, row approved) when the process stopped before paying.
    const row = await t.database.db
      .insertInto('points_mall_redemptions')
      .values({
        member_id: member.id,
        client_key: `stopped-${newKey()}`.slice(0, 64),
        kind: 'convert',
        redeem_type: 'cash',
        quantity: 1,
        points: 400n,
        amount: 400n,
        ratio: '100:100',
        status: 'approved',
        created_at: new Date(Date.now() - 5 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postPoints(t.database.db, { memberId: member.id, delta: -400n, source: 'convert', sourceKey: `convert:${row.id}` });

    for (let i = 0; i < 2; i++) {
      const records = await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_pointRedeemList', headers: bearer(member.token) });
      expect(records.json().value.list).toMatchObject([{ id: Number(row.id), status: 'released', amountNeeded: 400 }]);
    }
    expect(await walletOf(member.id)).toBe(400n);
    expect(await pointsOf(t, member.id)).toBe(600n);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('staff points grants', () => {
  it('gives points once per key with a reason, audited, and refuses taking more than the member has', async () => {
    const member = await newMember(t);
    const key = newKey();
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: '/bo/points-mall/points',
        headers: bearer(staff),
        payload: { account: member.account, points: 700, reason: 'Goodwill', clientKey: key },
      });
    const first = await grant();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ account: member.account, points: 700, balanceAfter: 700, replayed: false });
    expect((await grant()).json().value).toMatchObject({ replayed: true, balanceAfter: 700 });
    expect(await pointsOf(t, member.id)).toBe(700n);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/bo/points-mall/points',
      headers: bearer(staff),
      payload: { account: member.account, points: -800, reason: 'Correction', clientKey: newKey() },
    });
    expect(errorCodeOf(tooMuch)).toBe('POINTS_INSUFFICIENT');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/bo/points-mall/points',
      headers: bearer(staff),
      payload: { account: 'nobody-here', points: 5, reason: 'x', clientKey: newKey() },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
