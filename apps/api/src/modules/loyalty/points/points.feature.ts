import type { Feature } from '../../feature';
import { pointsAdminRoutes } from './points.admin.routes';
import { pointsRoutes } from './points.routes';

export const pointsFeature: Feature = async (app, { services, config }) => {
  // The accrual scheduler runs with the app (off in tests: LOYALTY_ACCRUAL_SCHEDULER).
  const accrual = services.pointsAccrual;
  if (config.LOYALTY_ACCRUAL_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => accrual.start((error) => app.log.error({ err: error }, 'points accrual run failed')));
  }
  app.addHook('onClose', async () => {
    await accrual.stop();
  });
  await app.register(pointsRoutes, { points: services.pointsMember });
  await app.register(pointsAdminRoutes, { pointRates: services.pointRates });
};
