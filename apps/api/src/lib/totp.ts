import { Secret, TOTP } from 'otpauth';

const period = 30;

const totpFor = (secretBase32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secretBase32: string, label: string, issuer: string): string => totpFor(secretBase32, label, issuer).toString();

/**
 * Checks a 6-digit code within one step of clock drift and returns its time step, or null. A code
 * whose step is not after `lastStep` is refused, so an observed code cannot be replayed.
 */
export const verifyTotp = (secretBase32: string, code: string, lastStep: bigint | null, now = Date.now()): bigint | null => {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = BigInt(Math.floor(now / 1000 / period) + delta);
  if (lastStep !== null && step <= lastStep) return null;
  return step;
};

export const totpCode = (secretBase32: string, now = Date.now()): string => totpFor(secretBase32).generate({ timestamp: now });
