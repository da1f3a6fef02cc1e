import type { Feature } from '../../feature';
import { referralAdminRoutes } from './referral.admin.routes';
import { referralRoutes } from './referral.routes';

export const referralFeature: Feature = async (app, { services, config }) => {
  await app.register(referralRoutes, { referral: services.referral });
  await app.register(referralAdminRoutes, { referralAdmin: services.referralAdmin });
  // The rewards run with the promotion runs' scheduler switch (off in tests).
  if (config.PROMOTION_RUNS_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => services.referralRewards.start((error) => app.log.error({ err: error }, 'referral rewards run failed')));
  }
  app.addHook('onClose', async () => services.referralRewards.stop());
};
