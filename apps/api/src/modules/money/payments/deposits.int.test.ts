import type { BoDeposit, BoDepositPage, BoPaymentMethod, BoPaymentMethodList, DepositMethodList, DepositOrder, DepositPage } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePng, pngPixels } from '../../../testing/images';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
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
  tinyPng,
  uploadProof,
} from './payments.test-support';

let t: TestApp;
let admin: string;
let finance: string;
let operator: string;
let manual: BoPaymentMethod;
let gateway: BoPaymentMethod;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffToken(['admin']);
  finance = await t.staffToken(['finance']);
  operator = await t.staffToken(['operator']);
  manual = await createMethod(t, finance, manualMethodBody());
  gateway = await createMethod(t, finance, gatewayMethodBody());
});
afterAll(async () => t.close());

const staffPost = (token: string, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const auditActions = async (target: string) =>
  (await t.database.db.selectFrom('audit_log').select('action').where('target', '=', target).orderBy('id').execute()).map((r) => r.action);

describe('payment methods in the back office', () => {
  it('lets admin and finance list, create and change methods, audited; other roles are refused', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/bo/payment-methods', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const value = list.json().value as BoPaymentMethodList;
    expect(value.providers).toEqual(['sandbox']);
    expect(value.list.map((m) => m.id)).toEqual(expect.arrayContaining([manual.id, gateway.id]));
    expect(manual).toMatchObject({ kind: 'manual_bank', providerCode: 'manual', minAmount: 10_000, maxAmount: 5_000_000, enabled: true });
    expect(gateway).toMatchObject({ kind: 'gateway', providerCode: 'sandbox' });

    for (const token of [operator, await t.staffToken(['support']), await t.staffToken(['content'])]) {
      const res = await t.app.inject({ method: 'GET', url: '/bo/payment-methods', headers: bearer(token) });
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
      const create = await staffPost(token, '/bo/payment-methods', manualMethodBody());
      expect(create.statusCode).toBe(403);
    }

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/bo/payment-methods/${manual.id}`,
      headers: bearer(admin),
      payload: { sortOrder: 5, names: { HI: 'बैंक' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value).toMatchObject({ sortOrder: 5, names: { HI: 'बैंक' } });
    expect(await auditActions(`payment_method:${manual.id}`)).toEqual(['payment_method.create', 'payment_method.update']);
  });

  it('refuses a manual method without bank details, an unknown provider, max below min and a duplicate code', async () => {
    const noBank = await staffPost(finance, '/bo/payment-methods', manualMethodBody({ accountNumber: '' }));
    expect([noBank.statusCode, errorCodeOf(noBank)]).toEqual([400, 'VALIDATION_ERROR']);
    const unknown = await staffPost(finance, '/bo/payment-methods', gatewayMethodBody({ providerCode: 'nosuch' }));
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([400, 'VALIDATION_ERROR']);
    const range = await staffPost(finance, '/bo/payment-methods', manualMethodBody({ minAmount: 500, maxAmount: 100 }));
    expect(range.statusCode).toBe(400);
    const patchRange = await t.app.inject({
      method: 'PATCH',
      url: `/bo/payment-methods/${manual.id}`,
      headers: bearer(finance),
      payload: { minAmount: 9_000_000 },
    });
    expect([patchRange.statusCode, errorCodeOf(patchRange)]).toEqual([400, 'VALIDATION_ERROR']);
    const duplicate = await staffPost(finance, '/bo/payment-methods', manualMethodBody({ code: manual.code }));
    expect([duplicate.statusCode, errorCodeOf(duplicate)]).toEqual([409, 'CONFLICT']);
    const missing = await t.app.inject({ method: 'PATCH', url: '/bo/payment-methods/999999', headers: bearer(finance), payload: { enabled: false } });
    expect(missing.statusCode).toBe(404);
  });

  it('shows players the enabled methods only, with the receiving bank of manual ones', async () => {
    const hidden = await createMethod(t, finance, manualMethodBody({ enabled: false }));
    const member = await newMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/wps/deposit/methods', headers: { ...bearer(member.token), 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as DepositMethodList;
    expect(value.currency).toMatch(/^[A-Z]{3}$/);
    expect(value.list.map((m) => m.id)).not.toContain(hidden.id);
    expect(value.list.find((m) => m.id === manual.id)).toMatchObject({
      name: 'बैंक',
      bank: { bankName: 'Test Bank', accountName: 'House Ltd', accountNumber: '1234567890' },
    });
    expect(value.list.find((m) => m.id === gateway.id)).toMatchObject({ bank: null, minAmount: 10_000, maxAmount: 5_000_000 });
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/deposit/methods' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('creating a deposit', () => {
  it('checks the method, the minimum, the maximum and the transfer reference, creating nothing on refusal', async () => {
    const member = await newMember(t);
    const disabled = await createMethod(t, finance, manualMethodBody({ enabled: false }));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ methodId: disabled.id, amount: 20_000, transferReference: 'REF123' }, 400, 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ methodId: 999_999, amount: 20_000, transferReference: 'REF123' }, 400, 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ methodId: manual.id, amount: 9_999, transferReference: 'REF123' }, 400, 'AMOUNT_BELOW_MINIMUM'],
      [{ methodId: manual.id, amount: 5_000_001, transferReference: 'REF123' }, 400, 'AMOUNT_ABOVE_MAXIMUM'],
      [{ methodId: manual.id, amount: 20_000 }, 400, 'VALIDATION_ERROR'],
      [{ methodId: gateway.id, amount: 20_000, transferReference: 'REF123' }, 400, 'VALIDATION_ERROR'],
      [{ methodId: manual.id, amount: 20.5, transferReference: 'REF123' }, 400, 'VALIDATION_ERROR'],
      [{ methodId: manual.id, amount: -5, transferReference: 'REF123' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await deposit(t, member.token, { idempotencyKey: newKey(), ...body });
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([status, code]);
    }
    const noKey = await deposit(t, member.token, { methodId: manual.id, amount: 20_000, transferReference: 'REF123' });
    expect(noKey.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('deposits').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
  });

  it('creates one deposit per idempotency key: a retry answers the same order, another request with it conflicts', async () => {
    const member = await newMember(t);
    const body = { idempotencyKey: newKey(), methodId: manual.id, amount: 25_000, transferReference: 'UTR-0001' };
    const first = await deposit(t, member.token, body);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().value as DepositOrder;
    expect(order).toMatchObject({ status: 'pending', amount: 25_000, kind: 'manual_bank', transferReference: 'UTR-0001', redirectUrl: null });
    const again = await Promise.all([deposit(t, member.token, body), deposit(t, member.token, body)]);
    for (const res of again) expect((res.json().value as DepositOrder).orderNo).toBe(order.orderNo);
    const conflict = await deposit(t, member.token, { ...body, amount: 26_000 });
    expect([conflict.statusCode, errorCodeOf(conflict)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    // Another member's identical key is theirs alone.
    const other = await newMember(t);
    const theirs = await deposit(t, other.token, body);
    expect((theirs.json().value as DepositOrder).orderNo).not.toBe(order.orderNo);
    expect(await t.database.db.selectFrom('deposits').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
  });

  it("attaches up to 3 proof images, PNG or JPG by content under 5 MB, the member's own only", async () => {
    const member = await newMember(t);
    const proofs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await uploadProof(t, member.token, tinyPng);
      expect(res.statusCode, res.body).toBe(200);
      proofs.push((res.json().value as { proofId: string }).proofId);
    }
    const text = await uploadProof(t, member.token, Buffer.from('not an image at all'), 'proof.png', 'image/png');
    expect([text.statusCode, errorCodeOf(text)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const page = await uploadProof(t, member.token, fakePng(), 'proof.png', 'image/png');
    expect([page.statusCode, errorCodeOf(page)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadProof(t, member.token, big);
    expect([tooBig.statusCode, errorCodeOf(tooBig)]).toEqual([413, 'IMAGE_TOO_LARGE']);
    const json = await t.app.inject({ method: 'POST', url: '/wps/deposit/proofs', headers: bearer(member.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);

    const fourth = (await uploadProof(t, member.token, tinyPng)).json().value.proofId as string;
    const tooMany = await deposit(t, member.token, {
      idempotencyKey: newKey(),
      methodId: manual.id,
      amount: 20_000,
      transferReference: 'UTR-PROOF',
      proofIds: [...proofs, fourth],
    });
    expect(tooMany.statusCode).toBe(400);
    const stranger = await newMember(t);
    const stolen = await deposit(t, stranger.token, {
      idempotencyKey: newKey(),
      methodId: manual.id,
      amount: 20_000,
      transferReference: 'UTR-PROOF',
      proofIds: [proofs[0]],
    });
    expect([stolen.statusCode, errorCodeOf(stolen)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await t.database.db.selectFrom('deposits').select('id').where('member_id', '=', stranger.id).execute()).toEqual([]);

    const order = await depositOk(t, member.token, { methodId: manual.id, amount: 20_000, transferReference: 'UTR-PROOF', proofIds: proofs });
    expect(order.proofCount).toBe(3);
    const row = await depositRow(t, order.orderNo);
    const detail = (await t.app.inject({ method: 'GET', url: `/bo/deposits/${row.id}`, headers: bearer(finance) })).json().value as BoDeposit;
    expect(detail.proofs.map((p) => p.index)).toEqual([1, 2, 3]);
    const image = await t.app.inject({ method: 'GET', url: `/bo/deposits/${row.id}/proofs/2`, headers: bearer(finance) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(pngPixels(image.rawPayload).equals(pngPixels(tinyPng))).toBe(true);
    const reused = await deposit(t, member.token, {
      idempotencyKey: newKey(),
      methodId: manual.id,
      amount: 20_000,
      transferReference: 'UTR-PROOF2',
      proofIds: [proofs[0]],
    });
    expect(errorCodeOf(reused)).toBe('VALIDATION_ERROR');
  });

  it("lists the member's own deposits and finds one by order number, never another member's", async () => {
    const member = await newMember(t);
    const a = await depositOk(t, member.token, { methodId: manual.id, amount: 11_000, transferReference: 'LIST-1' });
    const b = await depositOk(t, member.token, { methodId: manual.id, amount: 12_000, transferReference: 'LIST-2' });
    const page = (await t.app.inject({ method: 'GET', url: '/wps/deposit/list?pageSize=10', headers: bearer(member.token) })).json().value as DepositPage;
    expect(page.list.map((d) => d.orderNo)).toEqual([b.orderNo, a.orderNo]);
    expect(page.total).toBe(2);
    const one = await t.app.inject({ method: 'GET', url: `/wps/deposit/order/${a.orderNo}`, headers: bearer(member.token) });
    expect(one.json().value).toMatchObject({ orderNo: a.orderNo, amount: 11_000 });
    const other = await newMember(t);
    const foreign = await t.app.inject({ method: 'GET', url: `/wps/deposit/order/${a.orderNo}`, headers: bearer(other.token) });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'NOT_FOUND']);
  });

  it("applies the member's deposit limit (pending deposits count)", async () => {
    const member = await newMember(t);
    const limit = await t.app.inject({ method: 'PUT', url: '/wps/member/protection/depositLimits', headers: bearer(member.token), payload: { day: 30_000 } });
    expect(limit.statusCode, limit.body).toBe(200);
    await depositOk(t, member.token, { methodId: manual.id, amount: 20_000, transferReference: 'LIMIT-1' });
    const over = await deposit(t, member.token, { idempotencyKey: newKey(), methodId: manual.id, amount: 15_000, transferReference: 'LIMIT-2' });
    expect([over.statusCode, errorCodeOf(over)]).toEqual([409, 'DEPOSIT_LIMIT_EXCEEDED']);
    await depositOk(t, member.token, { methodId: manual.id, amount: 10_000, transferReference: 'LIMIT-3' });
  });
});

describe('manual bank transfer: finance confirms or rejects', () => {
  it('confirms a pending deposit once: one journal, the wallet credited, a notice and an audit entry', async () => {
    const member = await newMember(t);
    const order = await depositOk(t, member.token, { methodId: manual.id, amount: 40_000, transferReference: 'UTR-CONF' });
    const row = await depositRow(t, order.orderNo);
    const queue = (await t.app.inject({ method: 'GET', url: `/bo/deposits?status=pending&account=${member.account}`, headers: bearer(finance) })).json()
      .value as BoDepositPage;
    expect(queue.list.map((d) => d.orderNo)).toEqual([order.orderNo]);

    const forbidden = await staffPost(operator, `/bo/deposits/${row.id}/confirm`);
    expect([forbidden.statusCode, errorCodeOf(forbidden)]).toEqual([403, 'FORBIDDEN']);
    const memberTry = await t.app.inject({ method: 'POST', url: `/bo/deposits/${row.id}/confirm`, headers: bearer(member.token), payload: {} });
    expect(memberTry.statusCode).toBe(401);
    expect(await balanceOf(t, member.token)).toBe(0);

    const confirmed = await staffPost(finance, `/bo/deposits/${row.id}/confirm`, { note: 'seen on statement' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ status: 'credited', reviewedBy: expect.any(String) });
    expect(await balanceOf(t, member.token)).toBe(40_000);
    expect(await journalsOf(t, row.id)).toHaveLength(1);
    expect(await noticesOf(t, member.id)).toEqual([{ kind: 'deposit_credited', params: { amount: 40_000, currency: row.currency, reference: order.orderNo } }]);
    expect(await auditActions(`deposit:${row.id}`)).toEqual(['deposit.confirm']);

    const twice = await staffPost(admin, `/bo/deposits/${row.id}/confirm`);
    expect([twice.statusCode, errorCodeOf(twice)]).toEqual([409, 'INVALID_STATE']);
    const rejectAfter = await staffPost(finance, `/bo/deposits/${row.id}/reject`, { reason: 'too late' });
    expect([rejectAfter.statusCode, errorCodeOf(rejectAfter)]).toEqual([409, 'INVALID_STATE']);
    expect(await balanceOf(t, member.token)).toBe(40_000);
    const mine = (await t.app.inject({ method: 'GET', url: `/wps/deposit/order/${order.orderNo}`, headers: bearer(member.token) })).json()
      .value as DepositOrder;
    expect(mine.status).toBe('credited');
  });

  it('rejects a pending deposit with a reason: no money, a deposit_failed notice, audited, final', async () => {
    const member = await newMember(t);
    const order = await depositOk(t, member.token, { methodId: manual.id, amount: 30_000, transferReference: 'UTR-REJ' });
    const row = await depositRow(t, order.orderNo);
    const noReason = await staffPost(finance, `/bo/deposits/${row.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await staffPost(finance, `/bo/deposits/${row.id}/reject`, { reason: 'No such transfer received' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'No such transfer received' });
    expect(await balanceOf(t, member.token)).toBe(0);
    expect(await journalsOf(t, row.id)).toEqual([]);
    expect(await noticesOf(t, member.id)).toEqual([
      { kind: 'deposit_failed', params: { amount: 30_000, currency: row.currency, reference: order.orderNo, reason: 'No such transfer received' } },
    ]);
    expect(await auditActions(`deposit:${row.id}`)).toEqual(['deposit.reject']);
    const confirmAfter = await staffPost(finance, `/bo/deposits/${row.id}/confirm`);
    expect([confirmAfter.statusCode, errorCodeOf(confirmAfter)]).toEqual([409, 'INVALID_STATE']);
    const missing = await staffPost(finance, '/bo/deposits/99999999/confirm');
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'NOT_FOUND']);
  });

  it('leaves gateway deposits to their provider', async () => {
    const member = await newMember(t);
    const order = await depositOk(t, member.token, { methodId: gateway.id, amount: 30_000 });
    const row = await depositRow(t, order.orderNo);
    for (const action of ['confirm', 'reject']) {
      const res = await staffPost(finance, `/bo/deposits/${row.id}/${action}`, action === 'reject' ? { reason: 'nope' } : {});
      expect([res.statusCode, errorCodeOf(res)]).toEqual([409, 'INVALID_STATE']);
    }
  });
});

describe('online gateway (sandbox provider)', () => {
  const gatewayOrder = async (amount = 50_000) => {
    const member = await newMember(t);
    const order = await depositOk(t, member.token, { methodId: gateway.id, amount });
    const row = await depositRow(t, order.orderNo);
    return { member, order, row, paymentId: await paymentIdOf(t, order.orderNo) };
  };

  it('answers the hosted payment page of a new order, and the same page for a retried create', async () => {
    const member = await newMember(t);
    const body = { idempotencyKey: newKey(), methodId: gateway.id, amount: 123_456 };
    const order = (await deposit(t, member.token, body)).json().value as DepositOrder;
    expect(order.redirectUrl).toMatch(/^\/sandbox-pay\/checkout\/[a-f0-9]{32}$/);
    expect(((await deposit(t, member.token, body)).json().value as DepositOrder).redirectUrl).toBe(order.redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: order.redirectUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1,234.56');
    expect(page.body).toContain('name="outcome" value="paid"');
    expect(page.body).not.toContain('<script');
    const unknown = await t.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${'0'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a bad signature, a stale timestamp, an unknown order and an amount or currency mismatch, changing nothing', async () => {
    const { member, order, row, paymentId } = await gatewayOrder();
    const event = { orderNo: order.orderNo, paymentId, status: 'paid' as const, amount: 50_000, currency: row.currency };
    const forged = await sandboxWebhook(t, event, { secret: 'f'.repeat(64) });
    expect([forged.statusCode, errorCodeOf(forged)]).toEqual([401, 'SIGNATURE_INVALID']);
    const stale = await sandboxWebhook(t, event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect([stale.statusCode, errorCodeOf(stale)]).toEqual([401, 'SIGNATURE_INVALID']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect([unsigned.statusCode, errorCodeOf(unsigned)]).toEqual([401, 'SIGNATURE_INVALID']);
    const unknown = await sandboxWebhook(t, { ...event, orderNo: 'D20260101FFFFFFFFFFFF' });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/nosuch',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(wrongProvider.statusCode).toBe(404);
    const amount = await sandboxWebhook(t, { ...event, amount: 49_999 });
    expect([amount.statusCode, errorCodeOf(amount)]).toEqual([400, 'PAYMENT_MISMATCH']);
    const currency = await sandboxWebhook(t, { ...event, currency: row.currency === 'USD' ? 'EUR' : 'USD' });
    expect([currency.statusCode, errorCodeOf(currency)]).toEqual([400, 'PAYMENT_MISMATCH']);
    const manualOrder = await depositOk(t, member.token, { methodId: manual.id, amount: 50_000, transferReference: 'UTR-HOOK' });
    const notGateway = await sandboxWebhook(t, { ...event, orderNo: manualOrder.orderNo });
    expect(notGateway.statusCode).toBe(404);

    expect((await depositRow(t, order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, member.token)).toBe(0);
    expect(await noticesOf(t, member.id)).toEqual([]);
  });

  it('credits a paid order once: a replayed webhook answers OK and changes nothing', async () => {
    const { member, order, row, paymentId } = await gatewayOrder();
    const event = { orderNo: order.orderNo, paymentId, status: 'paid' as const, amount: 50_000, currency: row.currency };
    const paid = await sandboxWebhook(t, event);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toEqual({ orderNo: order.orderNo, status: 'credited', changed: true });
    const replay = await sandboxWebhook(t, event);
    expect(replay.json().value).toEqual({ orderNo: order.orderNo, status: 'credited', changed: false });
    const lateFail = await sandboxWebhook(t, { ...event, status: 'failed' });
    expect(lateFail.json().value).toMatchObject({ status: 'credited', changed: false });
    expect(await balanceOf(t, member.token)).toBe(50_000);
    expect(await journalsOf(t, row.id)).toHaveLength(1);
    expect((await depositRow(t, order.orderNo)).provider_ref).toBe(paymentId);
    expect((await noticesOf(t, member.id)).map((n) => n.kind)).toEqual(['deposit_credited']);
  });

  it('credits a settlement that arrives during maintenance: the provider has already taken the money', async () => {
    const { member, order, row, paymentId } = await gatewayOrder();
    const doc = await t.services.settings.get('maintenance');
    await t.services.settings.update('maintenance', { ...doc.value, mode: 'on', startAt: null, endAt: null }, doc.version, systemActor('test'));
    try {
      const methods = await t.app.inject({ method: 'GET', url: '/wps/deposit/methods', headers: bearer(member.token) });
      expect(methods.statusCode).toBe(503);
      const paid = await sandboxWebhook(t, { orderNo: order.orderNo, paymentId, status: 'paid', amount: 50_000, currency: row.currency });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await depositRow(t, order.orderNo)).status).toBe('credited');
    } finally {
      const now = await t.services.settings.get('maintenance');
      await t.services.settings.update('maintenance', { ...now.value, mode: 'off' }, now.version, systemActor('test'));
    }
  });

  it('marks a failed payment failed with a notice and no money', async () => {
    const { member, order, row, paymentId } = await gatewayOrder();
    const failed = await sandboxWebhook(t, {
      orderNo: order.orderNo,
      paymentId,
      status: 'failed',
      amount: 50_000,
      currency: row.currency,
      reason: 'card_declined',
    });
    expect(failed.json().value).toEqual({ orderNo: order.orderNo, status: 'failed', changed: true });
    const latePaid = await sandboxWebhook(t, { orderNo: order.orderNo, paymentId, status: 'paid', amount: 50_000, currency: row.currency });
    expect(latePaid.json().value).toMatchObject({ status: 'failed', changed: false });
    expect(await balanceOf(t, member.token)).toBe(0);
    expect(await noticesOf(t, member.id)).toEqual([
      { kind: 'deposit_failed', params: { amount: 50_000, currency: row.currency, reference: order.orderNo, reason: 'card_declined' } },
    ]);
    const mine = (await t.app.inject({ method: 'GET', url: `/wps/deposit/order/${order.orderNo}`, headers: bearer(member.token) })).json()
      .value as DepositOrder;
    expect(mine).toMatchObject({ status: 'failed', reason: 'card_declined', redirectUrl: null });
  });

  it('runs the hosted page end to end over real HTTP: Pay sends the signed webhook, then returns the browser', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pay = await gatewayOrder(77_700);
    const form = (url: string, outcome: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
    const bad = await form(pay.order.redirectUrl!, 'maybe');
    expect(bad.statusCode).toBe(400);
    const paid = await form(pay.order.redirectUrl!, 'paid');
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`/member?page=depositv2&order=${pay.order.orderNo}`);
    expect((await depositRow(t, pay.order.orderNo)).status).toBe('credited');
    expect(await balanceOf(t, pay.member.token)).toBe(77_700);
    // A second press changes nothing and still goes back.
    const again = await form(pay.order.redirectUrl!, 'failed');
    expect(again.statusCode).toBe(303);
    expect(await balanceOf(t, pay.member.token)).toBe(77_700);

    const fail = await gatewayOrder();
    expect((await form(fail.order.redirectUrl!, 'failed')).statusCode).toBe(303);
    expect((await depositRow(t, fail.order.orderNo)).status).toBe('failed');
  });

  it('pays out through the adapter, refusing account numbers ending in 0000, idempotent on the payout number', async () => {
    const adapter = t.services.paymentProviders.providerFor('sandbox');
    const bankAccount = { bankName: 'Test', accountNumber: '99887766', payeeName: 'A Player', ifsc: null };
    const paid = await adapter.payout({ payoutNo: 'W-TEST-1', amount: 10_000n, currency: 'INR', bankAccount });
    expect(paid).toMatchObject({ status: 'paid', providerRef: expect.stringMatching(/^SBX/) });
    expect(await adapter.payout({ payoutNo: 'W-TEST-1', amount: 10_000n, currency: 'INR', bankAccount })).toEqual(paid);
    const refused = await adapter.payout({
      payoutNo: 'W-TEST-2',
      amount: 10_000n,
      currency: 'INR',
      bankAccount: { ...bankAccount, accountNumber: '12340000' },
    });
    expect(refused).toMatchObject({ status: 'failed', reason: 'account_refused' });
    expect(() => t.services.paymentProviders.providerFor('nosuch')).toThrow('PAYMENT_METHOD_UNAVAILABLE');
  });
});

describe('ledger', () => {
  it('holds every invariant after all of the flows above', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
