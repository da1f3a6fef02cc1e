import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import type { WebhookHeaders } from './provider-adapter';

/** How far a webhook's timestamp may be from our clock: an older delivery is a replay, refused. */
const webhookToleranceSeconds = 300;

export const signatureHeader = 'x-sandbox-signature';
export const timestampHeader = 'x-sandbox-timestamp';

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex: the timestamp is signed so it cannot be moved. */
export const signWebhook = (secret: string, timestamp: number, rawBody: Buffer | string): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/** Throws SIGNATURE_INVALID unless the headers carry a fresh timestamp and the body's exact signature. */
export const verifyWebhookSignature = (secret: string, rawBody: Buffer, headers: WebhookHeaders, now: Date = new Date()): void => {
  const timestampText = single(headers[timestampHeader]);
  const signature = single(headers[signatureHeader]);
  if (!timestampText || !/^\d{1,12}$/.test(timestampText) || !signature || !/^[a-f0-9]{64}$/.test(signature)) {
    throw new AppError('SIGNATURE_INVALID');
  }
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > webhookToleranceSeconds) throw new AppError('SIGNATURE_INVALID', { details: { reason: 'timestamp' } });
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'hex');
  // Constant time: a byte-by-byte compare would tell an attacker how much of a guess was right.
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('SIGNATURE_INVALID');
};
