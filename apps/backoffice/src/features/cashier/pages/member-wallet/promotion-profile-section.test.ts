import { describe, expect, it } from 'vitest';
import { parseProfileForm } from './promotion-profile-section';

describe('parseProfileForm', () => {
  it('reads a level of 0 to 100 and a two-letter country (upper-cased), or none', () => {
    expect(parseProfileForm(' 7 ', 'in')).toEqual({ vipLevel: 7, country: 'IN' });
    expect(parseProfileForm('0', '')).toEqual({ vipLevel: 0, country: null });
    expect(parseProfileForm('101', 'IN')).toEqual({ error: 'vipLevel' });
    expect(parseProfileForm('1.5', 'IN')).toEqual({ error: 'vipLevel' });
    expect(parseProfileForm('', 'IN')).toEqual({ error: 'vipLevel' });
    expect(parseProfileForm('3', 'IND')).toEqual({ error: 'country' });
  });
});
