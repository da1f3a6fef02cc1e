import { describe, expect, it } from 'vitest';
import { formatStake } from './stake-format';

describe('stake format', () => {
  it('shows minor units as the currency’s amount, whole amounts without decimals', () => {
    expect(formatStake(100, 'en', 'INR')).toBe('₹1');
    expect(formatStake(10_050, 'en', 'INR')).toBe('₹100.5');
    expect(formatStake(12_800, 'en-IN', 'INR')).toBe('₹128');
    expect(formatStake(1_024_000_00, 'en', 'USD')).toBe('$1,024,000');
  });

  it('shows fun money without a currency, and an unknown code without failing', () => {
    expect(formatStake(2_000, 'en', null)).toBe('20');
    expect(formatStake(2_000, 'de', null)).toBe('20');
    expect(formatStake(150, 'not a tag!', null)).toBe('1.5');
  });
});
