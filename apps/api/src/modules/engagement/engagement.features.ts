import type { Feature } from '../feature';
import { contentFeature } from './content';
import { inboxFeature } from './inbox';
import { noticesFeature } from './notices';
import { promotionRunsFeature, promotionsFeature } from './promotions';
import { referralFeature } from './referral';

/** The engagement domain's features, registered in this order. */
export const engagementFeatures: readonly Feature[] = [contentFeature, noticesFeature, inboxFeature, promotionsFeature, promotionRunsFeature, referralFeature];
