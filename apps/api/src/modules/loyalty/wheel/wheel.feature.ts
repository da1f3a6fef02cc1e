import type { Feature } from '../../feature';
import { wheelAdminRoutes } from './wheel.admin.routes';
import { wheelRoutes } from './wheel.routes';

export const wheelFeature: Feature = async (app, { services }) => {
  await app.register(wheelRoutes, { wheel: services.wheel });
  await app.register(wheelAdminRoutes, { wheelAdmin: services.wheelAdmin });
};
