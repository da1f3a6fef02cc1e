import type { Feature } from '../../feature';
import { protectionAdminRoutes } from './protection.admin.routes';
import { protectionRoutes } from './protection.routes';

export const protectionFeature: Feature = async (app, { services, config }) => {
  await app.register(protectionRoutes, { protection: services.protection, config });
  await app.register(protectionAdminRoutes, { protection: services.protection });
};
