import type { Feature } from '../../feature';
import { vipAdminRoutes } from './vip.admin.routes';
import { vipRoutes } from './vip.routes';

export const vipFeature: Feature = async (app, { services, config }) => {
  // The VIP scheduler runs with the app (off in tests: VIP_RUNS_SCHEDULER).
  const vipRuns = services.vipRuns;
  if (config.VIP_RUNS_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => vipRuns.start((error) => app.log.error({ err: error }, 'vip run failed')));
  }
  app.addHook('onClose', async () => vipRuns.stop());
  await app.register(vipRoutes, { vip: services.vip });
  await app.register(vipAdminRoutes, { vipAdmin: services.vipAdmin, vipRuns });
};
