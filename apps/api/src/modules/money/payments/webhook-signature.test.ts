import { describe, expect, it } from 'vitest';
import { signatureHeader, signWebhook, timestampHeader, verifyWebhookSignature } from './webhook-signature';

const secret = 'k'.repeat(40);
const body = Buffer.from('{"orderNo":"D1","amount":100}');
const now = new Date('2026-11-21T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
const headers = (signature: string, timestamp = ts) => ({ [signatureHeader]: signature, [timestampHeader]: String(timestamp) });

describe('webhook signatures', () => {
  it('accepts the exact body signed with the secret', () => {
    expect(() => verifyWebhookSignature(secret, body, headers(signWebhook(secret, ts, body)), now)).not.toThrow();
  });

  it('refuses another body, another secret, a moved timestamp, a stale one and missing headers', () => {
    const good = signWebhook(secret, ts, body);
    expect(() => verifyWebhookSignature(secret, Buffer.from(`${body.toString()} `), headers(good), now)).toThrow('SIGNATURE_INVALID');
    expect(() => verifyWebhookSignature(secret, body, headers(signWebhook('x'.repeat(40), ts, body)), now)).toThrow('SIGNATURE_INVALID');
    expect(() => verifyWebhookSignature(secret, body, headers(good, ts + 1), now)).toThrow('SIGNATURE_INVALID');
    const stale = ts - 301;
    expect(() => verifyWebhookSignature(secret, body, headers(signWebhook(secret, stale, body), stale), now)).toThrow('SIGNATURE_INVALID');
    expect(() => verifyWebhookSignature(secret, body, {}, now)).toThrow('SIGNATURE_INVALID');
    expect(() => verifyWebhookSignature(secret, body, headers('zz'), now)).toThrow('SIGNATURE_INVALID');
  });
});
