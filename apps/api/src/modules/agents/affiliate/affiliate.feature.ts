import type { Feature } from '../../feature';
import { affiliateAdminRoutes } from './affiliate.admin.routes';
import { affiliateRoutes } from './affiliate.routes';

export const affiliateFeature: Feature = async (app, { services, config }) => {
  await app.register(affiliateRoutes, { affiliate: services.affiliate, config });
  await app.register(affiliateAdminRoutes, { affiliateAdmin: services.affiliateAdmin });
};
