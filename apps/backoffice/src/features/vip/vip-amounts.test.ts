import { describe, expect, it } from 'vitest';
import { bpToText, minorToText, textToBp, textToMinor } from './vip-amounts';

describe('VIP editor amounts', () => {
  it('turns major units into minor units exactly and back', () => {
    expect(textToMinor('1000')).toBe(100_000);
    expect(textToMinor('0.1')).toBe(10);
    expect(textToMinor('12.34')).toBe(1234);
    expect(textToMinor('1.234')).toBeNull();
    expect(textToMinor('-1')).toBeNull();
    expect(minorToText(1234)).toBe('12.34');
    expect(minorToText(100_000)).toBe('1000');
  });
  it('turns a multiple into basis points and back', () => {
    expect(textToBp('1')).toBe(10_000);
    expect(textToBp('2.5')).toBe(25_000);
    expect(bpToText(25_000)).toBe('2.5');
    expect(bpToText(0)).toBe('0');
    expect(textToBp('x')).toBeNull();
  });
});
