import type { Feature } from '../../feature';
import { leaderboardsAdminRoutes } from './leaderboards.admin.routes';
import { leaderboardsRoutes } from './leaderboards.routes';

export const leaderboardsFeature: Feature = async (app, { services, config }) => {
  // The board run's scheduler runs with the app (off in tests: LEADERBOARD_RUNS_SCHEDULER).
  const runs = services.boardRuns;
  if (config.LEADERBOARD_RUNS_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => runs.start((error) => app.log.error({ err: error }, 'leaderboard runs tick failed')));
  }
  app.addHook('onClose', async () => runs.stop());
  await app.register(leaderboardsRoutes, { leaderboards: services.leaderboards });
  await app.register(leaderboardsAdminRoutes, { boardsAdmin: services.boardsAdmin });
};
