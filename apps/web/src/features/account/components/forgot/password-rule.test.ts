import { describe, expect, it } from 'vitest';
import { forgotEmailErrors, newPasswordErrors } from './password-rule';

const rule = { patternId: 'alnumNoChinese' as const, minLength: 6, maxLength: 20, acceptedPattern: '*' };

describe('newPasswordErrors', () => {
  it('applies the register password rule and asks for an equal confirmation', () => {
    expect(newPasswordErrors(rule, 'abc', 'abd')).toEqual({
      newPassword: { key: 'validation.alnumNoChinese', params: { min: 6, max: 20 } },
      confirmNewPassword: { key: 'validation.mismatch', params: {} },
    });
    expect(newPasswordErrors(rule, 'Fresh2026x', 'Fresh2026x')).toEqual({});
  });

  it('asks for both when empty, and only checks presence without a rule', () => {
    expect(newPasswordErrors(rule, '', '')).toEqual({
      newPassword: { key: 'validation.required', params: {} },
      confirmNewPassword: { key: 'validation.required', params: {} },
    });
    expect(newPasswordErrors(null, 'x', 'x')).toEqual({});
  });
});

describe('forgotEmailErrors', () => {
  it('needs a username and a well-formed email', () => {
    expect(forgotEmailErrors('', 'nope')).toEqual({ username: { key: 'validation.required', params: {} }, email: { key: 'validation.invalid', params: {} } });
    expect(forgotEmailErrors('forgetful', ' forgetful@example.com ')).toEqual({});
  });
});
