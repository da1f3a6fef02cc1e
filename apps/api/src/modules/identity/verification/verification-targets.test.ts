import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { hashVerificationCode, newVerificationCode, sameHash } from './verification-code';
import { parseEmail, parsePhone } from './verification-targets';

const digits = { min: 6, max: 15 };
const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
  return 'none';
};

describe('parsePhone', () => {
  it('accepts a dialing code with or without + and returns the E.164 target', () => {
    expect(parsePhone('+91', '9876543210', digits)).toEqual({ countryDialingCode: '91', mobileNum: '9876543210', target: '+919876543210' });
    expect(parsePhone(' 1 ', ' 2025550123 ', digits).target).toBe('+12025550123');
    expect(parsePhone('1234', '123456', digits).target).toBe('+1234123456');
  });

  it('answers PHONE_REQUIRED for a missing field and PHONE_INVALID for a malformed one', () => {
    expect(codeOf(() => parsePhone('', '9876543210', digits))).toBe('PHONE_REQUIRED');
    expect(codeOf(() => parsePhone('91', '   ', digits))).toBe('PHONE_REQUIRED');
    expect(codeOf(() => parsePhone(undefined, undefined, digits))).toBe('PHONE_REQUIRED');
    for (const cc of ['12345', '+', '9a', '++91', '-1'])
      expect(
        codeOf(() => parsePhone(cc, '9876543210', digits)),
        cc,
      ).toBe('PHONE_INVALID');
    for (const mobile of ['12345', '1234567890123456', '98765-43210', '９８７６５４３２１０', '98765 43210', '+9876543210']) {
      expect(
        codeOf(() => parsePhone('91', mobile, digits)),
        mobile,
      ).toBe('PHONE_INVALID');
    }
  });

  it('follows the configured digit count', () => {
    expect(codeOf(() => parsePhone('91', '9876543210', { min: 10, max: 10 }))).toBe('none');
    expect(codeOf(() => parsePhone('91', '987654321', { min: 10, max: 10 }))).toBe('PHONE_INVALID');
  });
});

describe('parseEmail', () => {
  it('lower-cases and trims, and refuses what is not an address', () => {
    expect(parseEmail('  Player@Example.COM ')).toBe('player@example.com');
    for (const bad of ['', 'player', 'player@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(
        codeOf(() => parseEmail(bad)),
        bad,
      ).toBe('EMAIL_INVALID');
    }
  });
});

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('hash bound to channel, purpose and target', () => {
    const h = hashVerificationCode('sms', 'login', '+919876543210', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(h, hashVerificationCode('sms', 'login', '+919876543210', '123456'))).toBe(true);
    expect(sameHash(h, hashVerificationCode('sms', 'reset', '+919876543210', '123456'))).toBe(false);
    expect(sameHash(h, hashVerificationCode('sms', 'login', '+919876543211', '123456'))).toBe(false);
    expect(sameHash(h, hashVerificationCode('sms', 'login', '+919876543210', '123457'))).toBe(false);
  });
});
