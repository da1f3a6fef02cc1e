import ipaddr from 'ipaddr.js';
import type { RegionSettings } from '@gp/contracts';

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** IPv4 clients reached over an IPv6 socket arrive as ::ffff:a.b.c.d; compare them as IPv4. */
const parseIp = (ip: string): Parsed | null => {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.parse(ip);
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
};

const parseRange = (range: string): [Parsed, number] | null => {
  try {
    if (range.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(range);
      return [addr, bits];
    }
    const addr = parseIp(range);
    return addr ? [addr, addr.kind() === 'ipv4' ? 32 : 128] : null;
  } catch {
    return null;
  }
};

export const ipInRanges = (ip: string, ranges: readonly string[]): boolean => {
  const addr = parseIp(ip);
  if (!addr) return false;
  return ranges.some((range) => {
    const parsed = parseRange(range);
    return parsed !== null && parsed[0].kind() === addr.kind() && addr.match(parsed);
  });
};

/**
 * Whether a visitor is blocked. An allowed range always passes (an office, a partner); then a blocked
 * range or a blocked country (known only behind a trusted proxy that reports it) blocks.
 */
export const isRegionBlocked = (rules: RegionSettings, ip: string, country: string | null): boolean => {
  if (ipInRanges(ip, rules.allowedIpRanges)) return false;
  if (ipInRanges(ip, rules.blockedIpRanges)) return true;
  return country !== null && rules.blockedCountries.includes(country.toUpperCase());
};
