import type { Feature } from '../../feature';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { catalogRoutes } from './catalog.routes';
import { gamesRoutes } from './games.routes';
import { winnersListRoutes } from './winners-list.routes';

export const catalogFeature: Feature = async (app, { services }) => {
  await app.register(catalogRoutes, { catalog: services.catalog, art: services.catalogArt });
  await app.register(catalogAdminRoutes, { catalogAdmin: services.catalogAdmin });
  // Launching, favourites and recent games: lists of this module's games.
  await app.register(gamesRoutes, { launcher: services.gameLaunch, lists: services.gameLists });
  await app.register(winnersListRoutes, { winners: services.winnersList });
};
