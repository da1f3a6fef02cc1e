import type { Feature } from '../feature';
import { contentFeature } from './content';
import { noticesFeature } from './notices';
import { promotionsFeature } from './promotions';
import { promotionRunsFeature } from './promotion-runs';

/** The engagement domain's features, registered in this order. */
export const engagementFeatures: readonly Feature[] = [contentFeature, noticesFeature, promotionsFeature, promotionRunsFeature];
