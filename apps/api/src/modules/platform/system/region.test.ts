import { describe, expect, it } from 'vitest';
import { ipInRanges, isRegionBlocked } from './region';

const rules = { blockedCountries: ['US'], blockedIpRanges: ['203.0.113.0/24', '2001:db8::/32'], allowedIpRanges: ['203.0.113.7'], message: {} };

describe('region rules', () => {
  it('matches IPv4 and IPv6 ranges, and IPv4-mapped addresses as IPv4', () => {
    expect(ipInRanges('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('198.51.100.1', ['203.0.113.0/24'])).toBe(false);
    expect(ipInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });

  it('lets an allowed address through a blocked range', () => {
    expect(isRegionBlocked(rules, '203.0.113.7', null)).toBe(false);
    expect(isRegionBlocked(rules, '203.0.113.8', null)).toBe(true);
  });

  it('blocks by country only when a country is known', () => {
    expect(isRegionBlocked(rules, '198.51.100.1', 'us')).toBe(true);
    expect(isRegionBlocked(rules, '198.51.100.1', null)).toBe(false);
  });
});
