import type { Feature } from '../../feature';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { catalogRoutes } from './catalog.routes';

export const catalogFeature: Feature = async (app, { services }) => {
  await app.register(catalogRoutes, { catalog: services.catalog, art: services.catalogArt });
  await app.register(catalogAdminRoutes, { catalogAdmin: services.catalogAdmin });
};
