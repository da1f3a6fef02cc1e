import type { Feature } from '../../feature';
import { wageringAdminRoutes } from './wagering.admin.routes';

export const wageringFeature: Feature = async (app, { services }) => {
  await app.register(wageringAdminRoutes, { wageringAdmin: services.wageringAdmin });
};
