import { describe, expect, it } from 'vitest';
import { countryOfDialingCode } from './country-of-dialing';

describe('countryOfDialingCode', () => {
  it('names the one country of a code, the main one of a shared code, and nothing for an unknown code', () => {
    expect(countryOfDialingCode('91')).toBe('IN');
    expect(countryOfDialingCode('84')).toBe('VN');
    expect(countryOfDialingCode('1')).toBe('US');
    expect(countryOfDialingCode('44')).toBe('GB');
    expect(countryOfDialingCode('999')).toBeNull();
  });
});
