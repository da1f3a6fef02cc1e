import type { Feature } from '../feature';

/** The loyalty domain's features, registered in this order. */
export const loyaltyFeatures: readonly Feature[] = [];
