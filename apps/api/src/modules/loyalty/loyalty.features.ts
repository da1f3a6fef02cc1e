import type { Feature } from '../feature';
import { loyaltyCostFeature } from './cost-report';

/** The loyalty domain's features, registered in this order. */
export const loyaltyFeatures: readonly Feature[] = [loyaltyCostFeature];
