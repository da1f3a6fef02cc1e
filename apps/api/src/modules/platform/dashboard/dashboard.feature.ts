import type { Feature } from '../../feature';
import { dashboardRoutes } from './dashboard.admin.routes';
import { createDashboardService } from './dashboard.service';

export const dashboardFeature: Feature = async (app, { services, config, database }) => {
  const dashboard = createDashboardService(database.db, { settings: services.settings, timeZone: config.BUSINESS_TIME_ZONE });
  await app.register(dashboardRoutes, { dashboard });
};
