import type { Feature } from '../../../feature';
import { promotionRunsAdminRoutes } from './promotion-runs.admin.routes';

export const promotionRunsFeature: Feature = async (app, { services, config }) => {
  // The runs' scheduler runs with the app (off in tests: PROMOTION_RUNS_SCHEDULER).
  const promotionRuns = services.promotionRuns;
  if (config.PROMOTION_RUNS_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => promotionRuns.start((error) => app.log.error({ err: error }, 'promotion runs tick failed')));
  }
  app.addHook('onClose', async () => promotionRuns.stop());
  await app.register(promotionRunsAdminRoutes, { promotionRuns });
};
