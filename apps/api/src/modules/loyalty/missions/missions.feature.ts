import type { Feature } from '../../feature';
import { missionsAdminRoutes } from './missions.admin.routes';
import { missionsRoutes } from './missions.routes';

export const missionsFeature: Feature = async (app, { services }) => {
  await app.register(missionsRoutes, { missions: services.missions });
  await app.register(missionsAdminRoutes, { missionsAdmin: services.missionsAdmin });
};
