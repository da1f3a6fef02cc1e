import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@gp/contracts';
import { registerFieldNames } from '@gp/contracts';
import { formRows, inputKindOf, isRowRequired, toConfiguredDate, toPickerDate } from './register-fields';

const rule = (patternId: 'digits' | 'dateYmd' | 'dateMdy' | 'email' | 'length', minLength = 1, maxLength = 20) => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: '*',
});
const fieldsWith = (on: Partial<Record<string, { required?: boolean }>>): RegisterSettings['fields'] =>
  Object.fromEntries(
    registerFieldNames.map((name) => [
      name,
      name in on ? { enabled: true, required: on[name]?.required ?? false, validation: null } : { enabled: false, required: false, validation: null },
    ]),
  ) as RegisterSettings['fields'];

const base = { username: { required: true }, password: { required: true }, confirmPassword: { required: true }, affiliateCode: {} };

describe('formRows', () => {
  it('username method: account, passwords, other enabled fields in configuration order, invitation code last', () => {
    const fields = fieldsWith({ ...base, email: {}, birthday: { required: true }, mobileNum: {} });
    expect(formRows(fields, 'username', true)).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'email', 'birthday', 'affiliateCode']);
  });

  it('mobile method: number and SMS code first and no username; no SMS row without REGMOBVERF3', () => {
    const fields = fieldsWith(base);
    expect(formRows(fields, 'mobile', true)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode']);
    expect(formRows(fields, 'mobile', false)).toEqual(['mobileNum', 'password', 'confirmPassword', 'affiliateCode']);
  });

  it('puts the image captcha at the end when the merchant asks for it', () => {
    expect(formRows(fieldsWith({ ...base, captcha: {} }), 'username', false).at(-1)).toBe('captcha');
  });
});

describe('isRowRequired', () => {
  it('marks configured required fields, and the number and SMS code of mobile registration', () => {
    const fields = fieldsWith({ ...base, email: {} });
    expect(isRowRequired(fields, 'username', 'username')).toBe(true);
    expect(isRowRequired(fields, 'username', 'email')).toBe(false);
    expect(isRowRequired(fields, 'mobile', 'mobileNum')).toBe(true);
    expect(isRowRequired(fields, 'mobile', 'verificationCode')).toBe(true);
  });
});

describe('inputKindOf', () => {
  it('masks passwords and picks email, tel, date and numeric inputs', () => {
    expect(inputKindOf('password', null)).toBe('password');
    expect(inputKindOf('paymentPassword', rule('digits'))).toBe('password');
    expect(inputKindOf('email', rule('email'))).toBe('email');
    expect(inputKindOf('mobileNum', rule('digits'))).toBe('tel');
    expect(inputKindOf('whatsapp', rule('digits'))).toBe('tel');
    expect(inputKindOf('birthday', rule('dateMdy', 10, 10))).toBe('date');
    expect(inputKindOf('qqNum', rule('digits'))).toBe('numeric');
    expect(inputKindOf('address', rule('length'))).toBe('text');
  });
});

describe('birthday dates', () => {
  it('turns the picker value into the configured format and back', () => {
    expect(toConfiguredDate('1990-04-30', 'dateMdy')).toBe('04-30-1990');
    expect(toConfiguredDate('1990-04-30', 'dateYmd')).toBe('1990-04-30');
    expect(toConfiguredDate('', 'dateMdy')).toBe('');
    expect(toPickerDate('04-30-1990', 'dateMdy')).toBe('1990-04-30');
    expect(toPickerDate('1990-04-30', 'dateYmd')).toBe('1990-04-30');
    expect(toPickerDate('garbage', 'dateMdy')).toBe('');
  });
});
