import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountry, dialingCodeOf } from './dialing-code';

const list = [
  { countryCode: 'AD', countryDialingCode: '376', name: 'Andorra' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada' },
];

describe('defaultCountry', () => {
  it('prefers the located country, then the browser language region, then the first entry', () => {
    expect(defaultCountry(list, 'in', 'en-US')).toBe('IN');
    expect(defaultCountry(list, null, 'en-US')).toBe('US');
    expect(defaultCountry(list, 'ZZ', 'hi')).toBe('AD');
    expect(defaultCountry([], 'IN', 'en-IN')).toBe('');
  });
});

describe('dialingCodeOf and countryOptions', () => {
  it('tells countries sharing a code apart by country, and labels them with the code', () => {
    expect(dialingCodeOf(list, 'CA')).toBe('1');
    expect(dialingCodeOf(list, 'XX')).toBe('');
    expect(countryOptions(list, 'en').map((o) => o.value)).toEqual(['AD', 'CA', 'IN', 'US']);
    expect(countryOptions(list, 'en')[2]).toEqual({ value: 'IN', label: 'India (+91)' });
  });
});
