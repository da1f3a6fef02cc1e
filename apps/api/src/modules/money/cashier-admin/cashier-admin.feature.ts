import type { Feature } from '../../feature';
import { cashierAdminRoutes } from './cashier-admin.routes';

export const cashierAdminFeature: Feature = async (app, { services }) => {
  await app.register(cashierAdminRoutes, { cashierAdmin: services.cashierAdmin });
};
