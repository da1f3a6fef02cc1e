import type { Feature } from '../feature';
import { contentFeature } from './content/content.feature';
import { noticesFeature } from './notices/notices.feature';

/** The engagement domain's features, registered in this order. */
export const engagementFeatures: readonly Feature[] = [contentFeature, noticesFeature];
