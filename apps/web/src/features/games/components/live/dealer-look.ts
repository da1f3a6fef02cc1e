import type { LiveDealer } from '@gp/contracts';

/** How a dealer's portrait is drawn: three colours and one of a few hair styles. */
export type DealerLook = { skin: string; hair: string; outfit: string; style: 'long' | 'bun' | 'bob' };

const fallback = { skin: '#e0ac83', hair: '#3b2416', outfit: '#1e3a8a' };
const styles: DealerLook['style'][] = ['long', 'bun', 'bob'];

// The API accepts only #rrggbb; checked again because the colour lands in an SVG attribute.
const colour = (value: string, otherwise: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : otherwise);

/** The same dealer always gets the same hair style: chosen from their id. */
export const dealerLook = (dealer: Pick<LiveDealer, 'id' | 'palette'>): DealerLook => {
  let hash = 0;
  for (const char of dealer.id) hash = (hash * 31 + char.charCodeAt(0)) % 9_973;
  return {
    skin: colour(dealer.palette.skin, fallback.skin),
    hair: colour(dealer.palette.hair, fallback.hair),
    outfit: colour(dealer.palette.outfit, fallback.outfit),
    style: styles[hash % styles.length]!,
  };
};
