import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpUri, verifyTotp } from './totp';

describe('totp', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('accepts the current code and reports its step', () => {
    expect(verifyTotp(secret, totpCode(secret, now), null, now)).toBe(BigInt(now / 30_000));
  });

  it('accepts one step of drift and no more', () => {
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), null, now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 90_000), null, now)).toBeNull();
  });

  it('refuses a replayed step', () => {
    const step = verifyTotp(secret, totpCode(secret, now), null, now);
    expect(verifyTotp(secret, totpCode(secret, now), step, now)).toBeNull();
  });

  it('refuses a wrong code', () => {
    const wrong = String((Number(totpCode(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, null, now)).toBeNull();
  });

  it('builds an otpauth URI', () => {
    expect(totpUri(secret, 'admin', 'GP Back Office')).toMatch(/^otpauth:\/\/totp\/GP%20Back%20Office:admin\?/);
  });
});
