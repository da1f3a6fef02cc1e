import type { Feature } from '../feature';
import { auditFeature } from './audit';
import { dashboardFeature } from './dashboard';
import { envelopeFeature } from './envelope';
import { healthFeature } from './health';
import { messagingFeature } from './messaging';
import { settingsFeature } from './settings';
import { systemFeature } from './system';

/** The platform domain's features, registered in this order. */
export const platformFeatures: readonly Feature[] = [
  healthFeature,
  systemFeature,
  settingsFeature,
  auditFeature,
  messagingFeature,
  envelopeFeature,
  dashboardFeature,
];
