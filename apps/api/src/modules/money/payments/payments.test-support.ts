import { randomUUID } from 'node:crypto';
import type { BoPaymentMethod, DepositOrder } from '@gp/contracts';
import { registerMember } from '../../../testing/member-client';
import { bearer, type TestApp } from '../../../testing/test-app';
import { signatureHeader, signWebhook, timestampHeader } from './webhook-signature';

/** A fresh idempotency key, as the deposit form makes one per submission. */
export const newKey = () => randomUUID();

/** Creates a method through the staff API (so the tests cover it) and returns it. */
export const createMethod = async (t: TestApp, staff: string, body: Record<string, unknown>): Promise<BoPaymentMethod> => {
  const res = await t.app.inject({ method: 'POST', url: '/bo/payment-methods', headers: bearer(staff), payload: body });
  if (res.statusCode !== 200) throw new Error(`method not created: ${res.body}`);
  return res.json().value as BoPaymentMethod;
};

let methodCounter = 0;
export const manualMethodBody = (overrides: Record<string, unknown> = {}) => ({
  code: `BANK${++methodCounter}`,
  kind: 'manual_bank',
  name: 'Bank transfer',
  bankName: 'Test Bank',
  accountName: 'House Ltd',
  accountNumber: '1234567890',
  instructions: 'Send the exact amount.',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  ...overrides,
});
export const gatewayMethodBody = (overrides: Record<string, unknown> = {}) => ({
  code: `SBX${++methodCounter}`,
  kind: 'gateway',
  providerCode: 'sandbox',
  name: 'Sandbox',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  ...overrides,
});

export const newMember = async (t: TestApp) => {
  const session = await registerMember(t);
  return { token: session.token, id: BigInt(session.member.id), account: session.member.account };
};

export const deposit = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/deposit', headers: bearer(token), payload: body });

export const depositOk = async (t: TestApp, token: string, body: Record<string, unknown>): Promise<DepositOrder> => {
  const res = await deposit(t, token, { idempotencyKey: newKey(), ...body });
  if (res.statusCode !== 200) throw new Error(`deposit not created: ${res.body}`);
  return res.json().value as DepositOrder;
};

export const balanceOf = async (t: TestApp, token: string): Promise<number> =>
  ((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value as { balance: number }).balance;

export const depositRow = (t: TestApp, orderNo: string) =>
  t.database.db.selectFrom('deposits').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

export const paymentIdOf = async (t: TestApp, orderNo: string) =>
  (await t.database.db.selectFrom('sandbox_checkouts').select('payment_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).payment_id;

/** A webhook as the sandbox signs it; `secret` and `timestamp` can be overridden to forge one. */
export const sandboxWebhook = async (
  t: TestApp,
  event: { orderNo: string; paymentId: string; status: 'paid' | 'failed'; amount: number; currency: string; reason?: string },
  options: { secret?: string; timestamp?: number } = {},
) => {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const secret = options.secret ?? (await t.services.paymentProviders.sandboxSecret());
  return t.app.inject({
    method: 'POST',
    url: '/wps/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [timestampHeader]: String(timestamp), [signatureHeader]: signWebhook(secret, timestamp, body) },
    payload: body,
  });
};

export const journalsOf = (t: TestApp, depositId: bigint) =>
  t.database.db.selectFrom('ledger_journals').select(['id', 'idempotency_key']).where('idempotency_key', '=', `deposit:${depositId}:credit`).execute();

export const noticesOf = (t: TestApp, memberId: bigint) =>
  t.database.db.selectFrom('member_notices').select(['kind', 'params']).where('member_id', '=', memberId).orderBy('id').execute();

/** A 1x1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const multipartFile = (bytes: Buffer, name: string, contentType: string) => {
  const boundary = `----gp${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const uploadProof = (t: TestApp, token: string, bytes: Buffer, name = 'proof.png', contentType = 'image/png') => {
  const { payload, headers } = multipartFile(bytes, name, contentType);
  return t.app.inject({ method: 'POST', url: '/wps/deposit/proofs', headers: { ...headers, ...bearer(token) }, payload });
};
