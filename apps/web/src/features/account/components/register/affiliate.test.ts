import { describe, expect, it } from 'vitest';
import { affiliateCodeOfSearch, affiliateFieldShown, affiliateToVerify } from './affiliate';

describe('affiliateCodeOfSearch', () => {
  it('reads affiliateCode, then its short form code, ignoring blanks', () => {
    expect(affiliateCodeOfSearch({ affiliateCode: 'AG7001', code: 'OTHER' })).toBe('AG7001');
    expect(affiliateCodeOfSearch({ code: ' AG7002 ' })).toBe('AG7002');
    expect(affiliateCodeOfSearch({ code: 7003 })).toBe('7003');
    expect(affiliateCodeOfSearch({ affiliateCode: '  ' })).toBeNull();
    expect(affiliateCodeOfSearch({})).toBeNull();
  });
});

describe('affiliateFieldShown', () => {
  it('hides a valid link code (and one still being checked), shows an invalid one even when the field is off', () => {
    expect(affiliateFieldShown('valid', true)).toBe(false);
    expect(affiliateFieldShown('checking', true)).toBe(false);
    expect(affiliateFieldShown('invalid', false)).toBe(true);
  });

  it('follows the configuration without a link code', () => {
    expect(affiliateFieldShown('none', true)).toBe(true);
    expect(affiliateFieldShown('none', false)).toBe(false);
  });
});

describe('affiliateToVerify', () => {
  it('checks a typed code before submitting, but not the valid link code again', () => {
    expect(affiliateToVerify(' TYPED ', null, 'none')).toBe('TYPED');
    expect(affiliateToVerify('AG7001', 'AG7001', 'valid')).toBeNull();
    expect(affiliateToVerify('AG7009', 'AG7001', 'valid')).toBe('AG7009');
    expect(affiliateToVerify('AG7001', 'AG7001', 'invalid')).toBe('AG7001');
    expect(affiliateToVerify('', 'AG7001', 'invalid')).toBeNull();
  });
});
