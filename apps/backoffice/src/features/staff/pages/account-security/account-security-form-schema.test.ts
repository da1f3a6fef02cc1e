import { describe, expect, it } from 'vitest';
import { accountSecurityFormSchema, toAccountSecurityForm } from './account-security-form-schema';

const value = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  rememberMeHours: 24,
  passwordExpiryDays: 90,
  loginMaxFailures: 5,
  loginFailureWindowMinutes: 15,
  loginLockMinutes: 15,
  newIpSecondFactor: true,
  bankNameSecondFactor: false,
  passwordResetMinutes: 30,
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('account security form schema', () => {
  it('round-trips the document through the text fields', () => {
    const form = toAccountSecurityForm(value);
    expect(form.sessionIdleMinutes).toBe('30');
    expect(accountSecurityFormSchema.parse({ ...form, loginMaxFailures: ' 7 ', newIpSecondFactor: false })).toEqual({
      ...value,
      loginMaxFailures: 7,
      newIpSecondFactor: false,
    });
    expect(accountSecurityFormSchema.parse({ ...form, bankNameSecondFactor: true }).bankNameSecondFactor).toBe(true);
  });

  it("reports the contract's ranges on the field that broke them", () => {
    const form = toAccountSecurityForm(value);
    expect(paths(accountSecurityFormSchema.safeParse({ ...form, sessionIdleMinutes: '2' }))).toEqual(['sessionIdleMinutes']);
    expect(paths(accountSecurityFormSchema.safeParse({ ...form, loginLockMinutes: '' }))).toEqual(['loginLockMinutes']);
    expect(paths(accountSecurityFormSchema.safeParse({ ...form, passwordExpiryDays: '1.5' }))).toEqual(['passwordExpiryDays']);
  });
});
