import type { Feature } from '../../feature';
import { createCardRoomsService } from './card-rooms.service';
import { createHallFeeds } from './hall-feeds';
import { hallsRoutes } from './halls.routes';
import { createLiveChatService } from './live-chat.service';
import { createLiveModelsService } from './live-models.service';

/**
 * The shared games' lobby. Its services hold no state but the feeds' short cache, and need only the
 * database, the game launch and the settings, so they are made here, one set per app.
 */
export const hallsFeature: Feature = async (app, { services, database }) => {
  const feeds = createHallFeeds();
  await app.register(hallsRoutes, {
    models: createLiveModelsService(database.db, feeds),
    chat: createLiveChatService(database.db, services.gameLaunch),
    rooms: createCardRoomsService(database.db, feeds, services.settings),
  });
};
