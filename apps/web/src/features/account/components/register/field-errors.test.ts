import { describe, expect, it } from 'vitest';
import { registerSettings, registrationSchema } from '@gp/contracts';
import { ApiError } from '../../../../api/api-error';
import { fieldErrorOfCode, fieldErrorsOfApiError, fieldErrorsOfIssues, fieldErrorText, fieldOfPath, firstInvalid } from './field-errors';

const rule = (patternId: string, minLength: number, maxLength: number) => ({ patternId, minLength, maxLength, acceptedPattern: '*' });
const off = { enabled: false, required: false, validation: null };
const config = registerSettings.parse({
  fields: {
    ...Object.fromEntries(
      [
        'payeeName',
        'fullname',
        'email',
        'qqNum',
        'mobileNum',
        'nickname',
        'recommenderId',
        'captcha',
        'verificationCode',
        'affiliateCode',
        'paymentPassword',
        'line',
        'zalo',
        'whatsapp',
        'facebook',
        'telegram',
        'wechat',
        'idNumber',
        'birthday',
        'address',
        'nationality',
        'occupation',
        'sourceOfIncome',
      ].map((n) => [n, off]),
    ),
    username: { enabled: true, required: true, validation: rule('letterFirstAlnum', 4, 16) },
    password: { enabled: true, required: true, validation: rule('alnumNoChinese', 6, 20) },
    confirmPassword: { enabled: true, required: true, validation: null },
  },
});

describe('fieldOfPath', () => {
  it('names the field of a server path and of a zod path', () => {
    expect(fieldOfPath('body.mobileNum')).toBe('mobileNum');
    expect(fieldOfPath('username')).toBe('username');
    expect(fieldOfPath('body')).toBeNull();
  });
});

describe('fieldErrorsOfIssues', () => {
  it('keeps the first problem of each field with its key and lengths', () => {
    const result = registrationSchema(config, 'username').safeParse({
      username: '9ab',
      password: 'abc123',
      confirmPassword: 'abc124',
      terms: true,
      ageConfirmed: false,
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOfIssues(result.error!.issues);
    expect(errors).toEqual({
      username: { key: 'validation.letterFirstAlnum', params: { min: 4, max: 16 } },
      confirmPassword: { key: 'validation.mismatch', params: {} },
      ageConfirmed: { key: 'validation.ageConfirmed', params: {} },
    });
  });
});

describe('fieldErrorsOfApiError', () => {
  it('maps details.issues of a VALIDATION_ERROR onto fields, keyed issues by key, others by message', () => {
    const error = new ApiError('VALIDATION_ERROR', 'Invalid input', 400, {
      issues: [
        { path: 'body.username', key: 'validation.letterFirstAlnum', params: { min: 4, max: 16 }, message: 'Start with a letter…' },
        { path: 'body.username', key: 'validation.required', params: {}, message: 'second problem is dropped' },
        { path: 'body.email', code: 'invalid_format', message: 'Invalid email' },
      ],
    });
    expect(fieldErrorsOfApiError(error)).toEqual({
      username: { key: 'validation.letterFirstAlnum', params: { min: 4, max: 16 } },
      email: { text: 'Invalid email' },
    });
  });

  it('answers null for other errors and for a validation error without field issues', () => {
    expect(fieldErrorsOfApiError(new ApiError('USERNAME_TAKEN', 'taken', 409))).toBeNull();
    expect(fieldErrorsOfApiError(new ApiError('VALIDATION_ERROR', 'bad', 400, {}))).toBeNull();
    expect(fieldErrorsOfApiError(new Error('x'))).toBeNull();
  });
});

describe('fieldErrorOfCode', () => {
  it('puts taken names and numbers, invitation and SMS code errors on their field with the server message', () => {
    expect(fieldErrorOfCode(new ApiError('MOBILE_TAKEN', 'This mobile number is already registered.', 409))).toEqual({
      field: 'mobileNum',
      error: { text: 'This mobile number is already registered.' },
    });
    expect(fieldErrorOfCode(new ApiError('USERNAME_TAKEN', 'taken', 409))?.field).toBe('username');
    expect(fieldErrorOfCode(new ApiError('INVITATION_CODE_ERROR', 'bad code', 400))?.field).toBe('affiliateCode');
    expect(fieldErrorOfCode(new ApiError('VERIFICATION_CODE_INVALID', 'wrong', 400))?.field).toBe('verificationCode');
    expect(fieldErrorOfCode(new ApiError('BOT_CHECK_FAILED', 'bot', 400))).toBeNull();
  });
});

describe('fieldErrorText and firstInvalid', () => {
  it('translates a key with its values in the site namespace and shows a text as it is', () => {
    const t = ((key: string, params?: Record<string, unknown>) => `${key}|${JSON.stringify(params)}`) as never;
    expect(fieldErrorText(t, { key: 'validation.digits', params: { min: 6, max: 15 } })).toBe('site:validation.digits|{"min":6,"max":15}');
    expect(fieldErrorText(t, { text: 'as sent' })).toBe('as sent');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });

  it('finds the first field with a problem in the form order', () => {
    expect(firstInvalid(['mobileNum', 'password', 'terms'], { terms: { text: 'x' }, password: { text: 'y' } })).toBe('password');
    expect(firstInvalid(['mobileNum'], {})).toBeNull();
  });
});
