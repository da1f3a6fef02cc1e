import type { Feature } from '../../feature';
import { staffAuthRoutes } from './staff-auth.routes';

export const staffFeature: Feature = async (app, { services, config }) => {
  await app.register(staffAuthRoutes, { staffAuth: services.staffAuth, staffPassword: services.staffPassword, config });
};
