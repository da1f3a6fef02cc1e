import type { Feature } from '../feature';
import { accountsFeature } from './accounts';
import { botCheckFeature } from './bot-check';
import { staffFeature } from './staff';
import { verificationFeature } from './verification';

/** The identity domain's features, registered in this order. */
export const identityFeatures: readonly Feature[] = [accountsFeature, staffFeature, verificationFeature, botCheckFeature];
