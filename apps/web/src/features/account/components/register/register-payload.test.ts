import { describe, expect, it } from 'vitest';
import { registrationInputOf } from './register-payload';

const where = { href: 'https://site.test/register?affiliateCode=AG7001', hostname: 'site.test' };

describe('registrationInputOf', () => {
  it('sends the shown fields, the dialing code, both link codes, where it happened and WEB', () => {
    const input = registrationInputOf({
      values: { mobileNum: '9876500001', verificationCode: '123456', password: 'abc123', confirmPassword: 'abc123', username: 'ignored' },
      shown: ['mobileNum', 'verificationCode', 'password', 'confirmPassword'],
      method: 'mobile',
      dialingCode: '91',
      affiliateCode: ' AG7001 ',
      referralCode: 'R42',
      terms: true,
      ageConfirmed: true,
      location: where,
    });
    expect(input).toEqual({
      mobileNum: '9876500001',
      verificationCode: '123456',
      password: 'abc123',
      confirmPassword: 'abc123',
      countryDialingCode: '91',
      affiliateCode: 'AG7001',
      referralCode: 'R42',
      registerUrl: where.href,
      domain: 'site.test',
      registerMethod: 'WEB',
      terms: true,
      ageConfirmed: true,
    });
  });

  it('leaves out the dialing code without a number, blank codes, and adds the captcha id with the captcha', () => {
    const input = registrationInputOf({
      values: { username: 'alice01', captcha: 'K7Q4A', captchaId: 'c1' },
      shown: ['username', 'captcha'],
      method: 'username',
      dialingCode: '91',
      affiliateCode: '',
      referralCode: null,
      terms: false,
      ageConfirmed: true,
      location: where,
    });
    expect(input).toEqual({
      username: 'alice01',
      captcha: 'K7Q4A',
      captchaId: 'c1',
      registerUrl: where.href,
      domain: 'site.test',
      registerMethod: 'WEB',
      terms: false,
      ageConfirmed: true,
    });
  });
});
