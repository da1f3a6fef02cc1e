import type { Feature } from '../../feature';
import { gamesRoutes } from './games.routes';

export const launchFeature: Feature = async (app, { services }) => {
  await app.register(gamesRoutes, { launcher: services.gameLaunch, lists: services.gameLists });
};
