import { describe, expect, it } from 'vitest';
import { fittingCount } from './nav-fit';

describe('fittingCount', () => {
  it('keeps every item when they all fit, without room for the More button', () => {
    expect(fittingCount([100, 100, 100], 80, 308, 4)).toBe(3);
    expect(fittingCount([], 80, 0, 4)).toBe(0);
  });

  it('keeps as many items as fit beside the More button', () => {
    // 80 + 4 + 100 + 4 + 100 = 288 fits 300; a third item would need 392.
    expect(fittingCount([100, 100, 100, 100], 80, 300, 4)).toBe(2);
  });

  it('moves every item into More when not even one fits beside it', () => {
    expect(fittingCount([200, 100], 80, 250, 4)).toBe(0);
  });

  it('stops at the first item that does not fit, keeping the order', () => {
    expect(fittingCount([50, 300, 20], 80, 200, 4)).toBe(1);
  });

  it('forgives half a pixel of rounding', () => {
    expect(fittingCount([100.4, 100.4], 80, 204.5, 4)).toBe(2);
  });
});
