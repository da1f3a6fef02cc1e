import type { Feature } from '../../feature';
import { agentsAdminRoutes } from './agents-admin.routes';

export const agentsAdminFeature: Feature = async (app, { services }) => {
  await app.register(agentsAdminRoutes, { agentsAdmin: services.agentsAdmin });
};
