import type { Feature } from '../feature';
import { vipFeature } from './vip';
import { loyaltyCostFeature } from './cost-report';

/** The loyalty domain's features, registered in this order. */
export const loyaltyFeatures: readonly Feature[] = [vipFeature, loyaltyCostFeature];
