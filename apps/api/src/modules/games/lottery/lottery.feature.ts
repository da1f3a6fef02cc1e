import type { Feature } from '../../feature';
import { lotteryAdminRoutes } from './lottery.admin.routes';
import { lotteryRoutes } from './lottery.routes';

export const lotteryFeature: Feature = async (app, { services, config }) => {
  // The draw runner runs with the app (off in tests: LOTTERY_SCHEDULER); tests tick it themselves.
  const runner = services.lottery.runner;
  if (config.LOTTERY_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => runner.start((error) => app.log.error({ err: error }, 'lottery tick failed')));
  }
  app.addHook('onClose', async () => {
    await runner.stop();
  });
  await app.register(lotteryRoutes, { views: services.lottery.views, betting: services.lottery.betting });
  await app.register(lotteryAdminRoutes, { admin: services.lottery.admin });
};
