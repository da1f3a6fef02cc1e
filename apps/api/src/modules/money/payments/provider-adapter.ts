/**
 * The shape every payment provider implements. Deposits (checkout + webhook) and withdrawals
 * (payout) only talk to providers through this type, so a real gateway is a new adapter, not a
 * change to the services. Amounts are minor units (bigint) like everywhere else in the money model.
 */

export type CheckoutOrder = {
  /** Our order number (deposits.order_no); the provider echoes it in its webhook. */
  orderNo: string;
  amount: bigint;
  currency: string;
  /** Where the provider's hosted page sends the browser back to when the payment ends. */
  returnUrl: string;
};

export type CheckoutSession = {
  /** The provider's hosted payment page for this order. */
  redirectUrl: string;
  /** The provider's own reference when it assigns one at checkout time. */
  providerRef?: string;
};

/** A verified webhook, reduced to what the deposit service needs. */
export type ProviderEvent = {
  orderNo: string;
  /** The provider's reference for this payment: crediting is idempotent on it. */
  providerRef: string;
  status: 'paid' | 'failed';
  amount: bigint;
  currency: string;
  reason?: string;
};

export type PayoutOrder = {
  /** Our payout number (e.g. the withdrawal's order number), unique per payout attempt. */
  payoutNo: string;
  amount: bigint;
  currency: string;
  /** `ifsc`: the branch code rupee payouts are routed by; null for other currencies. */
  bankAccount: { bankName: string; accountNumber: string; payeeName: string; ifsc: string | null };
};

export type PayoutResult = { status: 'paid' | 'failed'; providerRef: string; reason?: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type ProviderAdapter = {
  /** The provider code stored on payment methods (`payment_methods.provider_code`). */
  readonly code: string;
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /**
   * Checks the signature over the raw request bytes and parses the event.
   * Rejects with AppError('SIGNATURE_INVALID') when the signature, timestamp or body is not acceptable.
   * Async because a provider's secret may live in the database (generated once, like ALTCHA's key).
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent>;
  /**
   * Sends money to a bank account. Idempotent on `payoutNo` (the same number answers the first
   * result); a refused payout answers `failed` with a reason rather than throwing. Throws only when
   * the provider cannot be reached, when the outcome is unknown and the caller must retry.
   */
  payout(order: PayoutOrder): Promise<PayoutResult>;
};
