import type { Feature } from '../../feature';
import { paymentRoutes } from './payments.routes';

export const paymentsFeature: Feature = async (app, { services, config }) => {
  await app.register(paymentRoutes, { payments: services, settings: services.settings, config });
};
