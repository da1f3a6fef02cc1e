import type { Feature } from '../../feature';
import { messagingAdminRoutes } from './messaging.admin.routes';

export const messagingFeature: Feature = async (app, { services }) => {
  await app.register(messagingAdminRoutes, { messaging: services.messaging });
};
