import type { Feature } from '../../feature';
import { pointsMallAdminRoutes } from './mall.admin.routes';
import { pointsMallRoutes } from './mall.routes';

export const pointsMallFeature: Feature = async (app, { services, config }) => {
  await app.register(pointsMallRoutes, { mall: services.pointsMall, config });
  await app.register(pointsMallAdminRoutes, { mallAdmin: services.pointsMallAdmin });
};
