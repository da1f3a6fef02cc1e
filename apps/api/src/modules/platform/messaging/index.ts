// The messaging module's public surface: other modules import only what this file exports.
export { messagingFeature } from './messaging.feature';
export { createMessagingService } from './messaging.service';
export type { MessagingService } from './messaging.service';
