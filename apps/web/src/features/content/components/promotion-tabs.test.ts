import { describe, expect, it } from 'vitest';
import { promotionTabs, tabAfterKey } from './promotion-tabs';

const categories = [
  { code: 'VIP', name: 'كبار الشخصيات', sequence: 3 },
  { code: 'NEW', name: 'الأعضاء الجدد', sequence: 1 },
  { code: 'DAILY', name: 'يومية', sequence: 2 },
  { code: 'SPORTS', name: 'الرياضة', sequence: 4 },
];

describe('the promotions hall tabs', () => {
  it('list the categories with a running promotion, in sequence, by name', () => {
    expect(promotionTabs(categories, [{ category: 'VIP' }, { category: 'NEW' }, { category: 'NEW' }])).toEqual([
      { code: 'NEW', name: 'الأعضاء الجدد' },
      { code: 'VIP', name: 'كبار الشخصيات' },
    ]);
  });

  it('leave out a promotion whose category is not listed (it shows under All)', () => {
    expect(promotionTabs(categories, [{ category: 'GONE' }])).toEqual([]);
    expect(promotionTabs([], [{ category: 'NEW' }])).toEqual([]);
  });

  it('move with the arrow keys, wrapping, forward being the left arrow in RTL', () => {
    const codes = ['', 'NEW', 'VIP'];
    expect(tabAfterKey(codes, '', 'ArrowRight', 'ltr')).toBe('NEW');
    expect(tabAfterKey(codes, 'VIP', 'ArrowRight', 'ltr')).toBe('');
    expect(tabAfterKey(codes, '', 'ArrowLeft', 'ltr')).toBe('VIP');
    expect(tabAfterKey(codes, '', 'ArrowLeft', 'rtl')).toBe('NEW');
    expect(tabAfterKey(codes, 'NEW', 'ArrowRight', 'rtl')).toBe('');
    expect([tabAfterKey(codes, 'NEW', 'Home', 'ltr'), tabAfterKey(codes, 'NEW', 'End', 'rtl')]).toEqual(['', 'VIP']);
    expect(tabAfterKey(codes, 'NEW', 'Enter', 'ltr')).toBeUndefined();
  });
});
