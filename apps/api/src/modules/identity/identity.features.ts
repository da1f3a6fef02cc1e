import type { Feature } from '../feature';
import { accountsFeature } from './accounts/accounts.feature';
import { botCheckFeature } from './bot-check/bot-check.feature';
import { staffFeature } from './staff/staff.feature';
import { verificationFeature } from './verification/verification.feature';

/** The identity domain's features, registered in this order. */
export const identityFeatures: readonly Feature[] = [accountsFeature, staffFeature, verificationFeature, botCheckFeature];
