import type { Feature } from '../feature';
import { auditFeature } from './audit/audit.feature';
import { envelopeFeature } from './envelope/envelope.feature';
import { healthFeature } from './health/health.feature';
import { messagingFeature } from './messaging/messaging.feature';
import { settingsFeature } from './settings/settings.feature';
import { systemFeature } from './system/system.feature';

/** The platform domain's features, registered in this order. */
export const platformFeatures: readonly Feature[] = [healthFeature, systemFeature, settingsFeature, auditFeature, messagingFeature, envelopeFeature];
