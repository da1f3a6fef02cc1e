/** A category as the player site reads it: its code, its name in the visitor's language, its order. */
export type PromotionCategory = { code: string; name: string; sequence: number };

export type PromotionTab = { code: string; name: string };

/**
 * The promotions hall's category tabs: the categories that have a running promotion, in the
 * order staff gave them, named in the visitor's language. A promotion whose category is not in the
 * list (disabled since) is under "All" only.
 */
export const promotionTabs = (categories: readonly PromotionCategory[], promotions: readonly { category: string }[]): PromotionTab[] => {
  const used = new Set(promotions.map((p) => p.category));
  return [...categories]
    .filter((c) => used.has(c.code))
    .sort((a, b) => a.sequence - b.sequence || a.code.localeCompare(b.code))
    .map((c) => ({ code: c.code, name: c.name }));
};

/**
 * The tab an arrow, Home or End key moves to among `codes` (the WAI-ARIA tabs pattern), wrapping
 * round; in a right-to-left page the arrow pointing forward is the left one. Undefined for other keys.
 */
export const tabAfterKey = (codes: readonly string[], current: string, key: string, dir: 'ltr' | 'rtl'): string | undefined => {
  const i = Math.max(0, codes.indexOf(current));
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return codes[(i + 1) % codes.length];
  if (key === back) return codes[(i - 1 + codes.length) % codes.length];
  if (key === 'Home') return codes[0];
  if (key === 'End') return codes[codes.length - 1];
  return undefined;
};
