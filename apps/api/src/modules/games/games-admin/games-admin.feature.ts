import type { Feature } from '../../feature';
import { gamesAdminRoutes } from './games-admin.routes';

export const gamesAdminFeature: Feature = async (app, { services }) => {
  await app.register(gamesAdminRoutes, { gamesAdmin: services.gamesAdmin });
};
