import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Signature` of the vendor wallet API (docs/vendor-wallet.md): hex HMAC-SHA256 of the raw body
 * under the vendor's secret. Node only (the SPAs never sign), hence its own entry point
 * `@gp/contracts/node/vendor-signature`.
 */
export const signVendorBody = (secret: string, rawBody: string | Buffer): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time comparison; a malformed or missing signature is simply not valid. */
export const isVendorSignatureValid = (secret: string, rawBody: string | Buffer, signature: string | undefined): boolean => {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), Buffer.from(signVendorBody(secret, rawBody), 'hex'));
};

/** The secret the platform expects from a vendor served by the demo vendor: HMAC-SHA256(master, vendorCode). */
export const demoVendorSecret = (master: string, vendorCode: string): string => createHmac('sha256', master).update(`vendor:${vendorCode}`).digest('hex');
