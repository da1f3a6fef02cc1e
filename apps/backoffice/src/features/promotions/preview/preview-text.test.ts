import { describe, expect, it } from 'vitest';
import { previewAction, previewText, type BoPromotion } from './preview-text';

const promotion = {
  id: 1,
  title: 'Weekend bonus',
  category: 'NEW',
  announcementImages: [],
  content: '<p>English</p>',
  startAt: null,
  endAt: null,
  language: 'EN',
  translations: { HI: { title: 'सप्ताहांत बोनस', content: '<p>हिन्दी</p>' }, AR: { title: 'مكافأة', content: '<p>عربي</p>' } },
  missingLanguages: [],
  sequence: 1,
  enabled: true,
} as BoPromotion;

describe('the promotion preview', () => {
  it('shows the chosen language, else falls back as the hall does and says which it shows', () => {
    expect(previewText(promotion, 'HI', 'EN')).toMatchObject({ title: 'सप्ताहांत बोनस', shownIn: 'HI' });
    expect(previewText(promotion, 'AR', 'EN')).toMatchObject({ title: 'مكافأة', shownIn: 'AR' });
    expect(previewText(promotion, 'JA', 'EN')).toMatchObject({ title: 'Weekend bonus', shownIn: 'EN' });
  });

  it('draws the button the hall would show for the rule', () => {
    expect(previewAction(null)).toBe('none');
    expect(previewAction({ kind: 'signup', amount: 100 })).toBe('claim');
    expect(previewAction({ kind: 'apply', maxAmount: 100 })).toBe('apply');
    expect(previewAction({ kind: 'rebate', rates: [{ category: null, vipLevel: null, rateBp: 10 }], cap: null })).toBe('none');
  });
});
