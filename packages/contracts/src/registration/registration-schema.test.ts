import { describe, expect, it } from 'vitest';
import { registerFieldNames, registerSettings, type RegisterFieldName, type RegisterSettings } from './register-settings';
import { ageOn, registrationProblemOf, registrationSchema } from './registration-schema';

const off = { enabled: false, required: false, validation: null };
const config = (overrides: Partial<RegisterSettings['fields']> = {}): RegisterSettings => ({
  fields: {
    ...(Object.fromEntries(registerFieldNames.map((n) => [n, off])) as Record<RegisterFieldName, typeof off>),
    username: { enabled: true, required: true, validation: { patternId: 'letterFirstAlnum', minLength: 4, maxLength: 16, acceptedPattern: '*' } },
    password: { enabled: true, required: true, validation: { patternId: 'alnumNoChinese', minLength: 6, maxLength: 20, acceptedPattern: '*' } },
    confirmPassword: { enabled: true, required: true, validation: null },
    ...overrides,
  },
});

const body = { username: 'player01', password: 'secret12', confirmPassword: 'secret12', terms: true, ageConfirmed: true };
const now = () => new Date('2026-06-15T12:00:00Z');

/** [path, message key, params] of each issue, or [] when the body passes. */
const issuesOf = (schema: ReturnType<typeof registrationSchema>, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params]) ?? [];

describe('registrationSchema', () => {
  it('accepts a complete body and drops fields the merchant did not enable', () => {
    const schema = registrationSchema(config(), 'username');
    const parsed = schema.parse({ ...body, nickname: 'ghost', affiliateCode: 'AFF1', registerMethod: 'WEB', domain: 'play.example.com' });
    expect(parsed).toEqual({ ...body, affiliateCode: 'AFF1', registerMethod: 'WEB', domain: 'play.example.com' });
  });

  it('reports each broken rule with its message key and lengths', () => {
    const schema = registrationSchema(config(), 'username');
    expect(issuesOf(schema, { ...body, username: '1ab', password: 'short', confirmPassword: 'short' })).toEqual([
      ['username', 'validation.letterFirstAlnum', { min: 4, max: 16 }],
      ['password', 'validation.alnumNoChinese', { min: 6, max: 20 }],
    ]);
    expect(registrationProblemOf(schema.safeParse({ ...body, username: '' }).error!.issues[0]!)).toEqual({ key: 'validation.required', params: {} });
  });

  it('requires required fields, blank counting as missing, and lets optional ones be blank', () => {
    const schema = registrationSchema(
      config({ email: { enabled: true, required: false, validation: { patternId: 'email', minLength: 6, maxLength: 64, acceptedPattern: '*' } } }),
      'username',
    );
    expect(issuesOf(schema, { terms: true, ageConfirmed: true })).toEqual([
      ['username', 'validation.required', {}],
      ['password', 'validation.required', {}],
      ['confirmPassword', 'validation.required', {}],
    ]);
    expect(issuesOf(schema, { ...body, username: '   ' })).toEqual([['username', 'validation.required', {}]]);
    expect(schema.parse({ ...body, email: '' })).not.toHaveProperty('email');
    expect(issuesOf(schema, { ...body, email: 'not-an-email' })).toEqual([['email', 'validation.email', { min: 6, max: 64 }]]);
  });

  it('needs the confirmation to equal the password', () => {
    const schema = registrationSchema(config(), 'username');
    expect(issuesOf(schema, { ...body, confirmPassword: 'secret13' })).toEqual([['confirmPassword', 'validation.mismatch', {}]]);
  });

  it('needs the terms and the age confirmation', () => {
    const schema = registrationSchema(config(), 'username');
    expect(issuesOf(schema, { ...body, terms: false, ageConfirmed: undefined })).toEqual([
      ['terms', 'validation.terms', {}],
      ['ageConfirmed', 'validation.ageConfirmed', {}],
    ]);
  });

  it('needs a dialing code and a mobile number for mobile registration, even when mobileNum is not configured', () => {
    const schema = registrationSchema(config(), 'mobile');
    expect(issuesOf(schema, body)).toEqual([
      ['mobileNum', 'validation.required', {}],
      ['countryDialingCode', 'validation.required', {}],
    ]);
    expect(issuesOf(schema, { ...body, mobileNum: '98765x', countryDialingCode: '91a' })).toEqual([
      ['mobileNum', 'validation.digits', { min: 5, max: 15 }],
      ['countryDialingCode', 'validation.countryDialingCode', {}],
    ]);
    expect(schema.parse({ ...body, mobileNum: '9876543210', countryDialingCode: '+91' })).toMatchObject({ mobileNum: '9876543210' });
    // The same body by username ignores the number the merchant did not ask for.
    expect(registrationSchema(config(), 'username').parse({ ...body, mobileNum: '9876543210' })).not.toHaveProperty('mobileNum');
  });

  it('uses the single-length message for a fixed-length code', () => {
    const schema = registrationSchema(
      config({ verificationCode: { enabled: true, required: true, validation: { patternId: 'digits', minLength: 6, maxLength: 6, acceptedPattern: '*' } } }),
      'username',
    );
    expect(issuesOf(schema, { ...body, verificationCode: '12345' })).toEqual([['verificationCode', 'validation.digitsExact', { length: 6 }]]);
  });

  it('refuses a birthday less than 18 years ago, in the configured date order', () => {
    const ymd = registrationSchema(
      config({ birthday: { enabled: true, required: false, validation: { patternId: 'dateYmd', minLength: 10, maxLength: 10, acceptedPattern: '*' } } }),
      'username',
      { now },
    );
    expect(ymd.safeParse({ ...body, birthday: '2008-06-15' }).success).toBe(true);
    expect(issuesOf(ymd, { ...body, birthday: '2008-06-16' })).toEqual([['birthday', 'validation.underage', {}]]);
    expect(issuesOf(ymd, { ...body, birthday: '2008-02-30' })).toEqual([['birthday', 'validation.dateYmdExact', { length: 10 }]]);
    expect(ymd.safeParse(body).success).toBe(true);

    const mdy = registrationSchema(
      config({ birthday: { enabled: true, required: true, validation: { patternId: 'dateMdy', minLength: 10, maxLength: 10, acceptedPattern: '*' } } }),
      'username',
      { now },
    );
    expect(mdy.safeParse({ ...body, birthday: '06-15-2008' }).success).toBe(true);
    expect(issuesOf(mdy, { ...body, birthday: '12-31-2010' })).toEqual([['birthday', 'validation.underage', {}]]);
  });

  it('keeps optional extras within bounds and accepts an affiliate code even when the field is off', () => {
    const schema = registrationSchema(config(), 'username');
    expect(schema.parse({ ...body, affiliateCode: 'X1', referralCode: 'R', captchaId: 'c', captcha: 'abcd' })).toMatchObject({
      affiliateCode: 'X1',
      captcha: 'abcd',
    });
    expect(schema.safeParse({ ...body, domain: 'x'.repeat(254) }).success).toBe(false);
    expect(schema.safeParse({ ...body, registerMethod: 'APP' }).success).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, now())).toBe(26);
    expect(ageOn({ year: 2000, month: 6, day: 16 }, now())).toBe(25);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2018-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2018-03-01T00:00:00Z'))).toBe(18);
  });
});

describe('registerSettings', () => {
  const valid = config();
  it('accepts a consistent configuration', () => {
    expect(registerSettings.safeParse(valid).success).toBe(true);
  });
  it('refuses a required field that is switched off, an invalid regex, a reversed range and an unknown kind', () => {
    const paths = (value: unknown) => registerSettings.safeParse(value).error?.issues.map((i) => i.path.join('.'));
    expect(paths(config({ email: { enabled: false, required: true, validation: null } }))).toEqual(['fields.email.required']);
    const entry = { patternId: 'length' as const, minLength: 1, maxLength: 10, acceptedPattern: '*' };
    expect(paths(config({ email: { enabled: true, required: false, validation: { ...entry, acceptedPattern: '(a' } } }))).toEqual([
      'fields.email.validation.acceptedPattern',
    ]);
    expect(paths(config({ email: { enabled: true, required: false, validation: { ...entry, minLength: 11 } } }))).toEqual([
      'fields.email.validation.maxLength',
    ]);
    expect(paths({ fields: { ...valid.fields, email: { enabled: true, required: false, validation: { ...entry, patternId: 'nope' } } } })).toEqual([
      'fields.email.validation.patternId',
    ]);
    expect(paths(config({ password: { enabled: true, required: false, validation: null } }))).toEqual(['fields.password.required']);
    expect(paths({ fields: { ...valid.fields, extra: off } })).toEqual(['fields']);
  });
});
