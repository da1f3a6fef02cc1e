import { randomBytes } from 'node:crypto';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { CheckoutOrder, CheckoutSession, PayoutOrder, PayoutResult, ProviderAdapter, ProviderEvent, WebhookHeaders } from './provider-adapter';
import {
  closeCheckout,
  findCheckout,
  findCheckoutByOrder,
  findPayout,
  insertCheckoutIfAbsent,
  insertPayoutIfAbsent,
  reopenCheckout,
} from './sandbox.repository';
import { signatureHeader, signWebhook, timestampHeader, verifyWebhookSignature } from './webhook-signature';

export const sandboxProviderCode = 'sandbox';
const sandboxCheckoutPath = '/sandbox-pay/checkout';

/** What the sandbox's webhook body says; anything else is refused as an invalid signature would be. */
const sandboxEvent = z.strictObject({
  orderNo: z.string().min(1).max(64),
  paymentId: z.string().regex(/^SBX[A-F0-9]{20}$/),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().max(200).optional(),
});

/** Payouts to an account number ending in 0000 are refused: how tests and demos show a failed payout. */
const sandboxRefusedAccountSuffix = '0000';

const newId = () => `SBX${randomBytes(10).toString('hex').toUpperCase()}`;

export type SandboxDelivery = { url: string; timeoutMs?: number };

/**
 * The sandbox payment provider: a hosted payment page (served by this process under /sandbox-pay),
 * webhooks signed with HMAC-SHA256 over the raw body and sent over real HTTP, and payouts that
 * succeed unless the account number ends in 0000. Everything runs offline.
 */
export const createSandboxProvider = (db: Kysely<DB>, secret: () => Promise<string>) => {
  const createCheckout = async (order: CheckoutOrder): Promise<CheckoutSession> => {
    // One checkout per order: a retried create answers the same page.
    await insertCheckoutIfAbsent(db, {
      token: randomBytes(16).toString('hex'),
      orderNo: order.orderNo,
      paymentId: newId(),
      amount: order.amount,
      currency: order.currency,
      returnUrl: order.returnUrl,
    });
    const checkout = await findCheckoutByOrder(db, order.orderNo);
    if (!checkout) throw new Error('sandbox checkout not stored');
    return { redirectUrl: `${sandboxCheckoutPath}/${checkout.token}`, providerRef: checkout.payment_id };
  };

  const verifyWebhook = async (rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent> => {
    verifyWebhookSignature(await secret(), rawBody, headers);
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('SIGNATURE_INVALID', { details: { reason: 'body' } });
    }
    const event = sandboxEvent.safeParse(parsed);
    if (!event.success) throw new AppError('SIGNATURE_INVALID', { details: { reason: 'body' } });
    const { orderNo, paymentId, status, amount, currency, reason } = event.data;
    return { orderNo, providerRef: paymentId, status, amount: BigInt(amount), currency, ...(reason === undefined ? {} : { reason }) };
  };

  const payout = async (order: PayoutOrder): Promise<PayoutResult> => {
    const refused = order.bankAccount.accountNumber.endsWith(sandboxRefusedAccountSuffix);
    await insertPayoutIfAbsent(db, {
      payoutNo: order.payoutNo,
      paymentId: newId(),
      amount: order.amount,
      currency: order.currency,
      status: refused ? 'failed' : 'paid',
      reason: refused ? 'account_refused' : null,
    });
    const stored = await findPayout(db, order.payoutNo);
    if (!stored) throw new Error('sandbox payout not stored');
    return { status: stored.status, providerRef: stored.payment_id, ...(stored.reason ? { reason: stored.reason } : {}) };
  };

  /** The hosted page's data; null for an unknown token. */
  const checkout = async (token: string) => {
    const row = await findCheckout(db, token);
    if (!row) return null;
    return { orderNo: row.order_no, amount: row.amount, currency: row.currency, status: row.status, returnUrl: row.return_url };
  };

  /**
   * The payer pressed Pay or Fail: close the checkout and tell the merchant with a signed webhook.
   * When the merchant cannot be told, the checkout opens again so the payer can retry (the
   * merchant's webhook is idempotent, so a delivery that did arrive is not counted twice).
   */
  const complete = async (token: string, outcome: 'paid' | 'failed', delivery: SandboxDelivery): Promise<{ returnUrl: string; delivered: boolean } | null> => {
    const closed = await closeCheckout(db, token, outcome);
    if (!closed) {
      const existing = await findCheckout(db, token);
      return existing ? { returnUrl: existing.return_url, delivered: true } : null;
    }
    const body = JSON.stringify({
      orderNo: closed.order_no,
      paymentId: closed.payment_id,
      status: outcome,
      amount: Number(closed.amount),
      currency: closed.currency,
      ...(outcome === 'failed' ? { reason: 'declined_by_payer' } : {}),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [timestampHeader]: String(timestamp), [signatureHeader]: signWebhook(await secret(), timestamp, body) },
        body,
        signal: AbortSignal.timeout(delivery.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      return { returnUrl: closed.return_url, delivered: true };
    } catch {
      await reopenCheckout(db, token);
      return { returnUrl: closed.return_url, delivered: false };
    }
  };

  const adapter: ProviderAdapter = { code: sandboxProviderCode, createCheckout, verifyWebhook, payout };
  return { adapter, checkout, complete };
};

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
