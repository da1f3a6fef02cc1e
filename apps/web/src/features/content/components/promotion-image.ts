import type { Promotion } from '../../games/components/catalog/catalog-types';

/** A promotion's first picture by sequence. */
export const promotionImage = (promotion: Promotion): string | null =>
  [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null;
