import type { Feature } from '../../feature';
import { createChatBus } from './chat-bus';
import { createChatHub } from './chat-hub';
import { liveChatImageRoutes } from './chat-images.routes';
import { liveChatAdminRoutes } from './chat.admin.routes';
import { liveChatRoutes } from './chat.routes';
import { liveChatSocketRoute } from './chat.socket';

/**
 * Live chat. The bus is this instance's: LISTEN/NOTIFY on PostgreSQL (every instance hears every
 * event), in-process on PGlite (one process). It starts with the app and stops with it.
 */
export const liveChatFeature: Feature = async (app, { services, config, database }) => {
  const chat = services.liveChat;
  const bus = createChatBus(database.db, database.target, app.log);
  services.liveChatBus.attach(bus);
  const hub = createChatHub(bus, chat, app.log);
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.stop());
  await app.register(liveChatRoutes, { chat, config });
  await app.register(liveChatAdminRoutes, { chat });
  await app.register(liveChatImageRoutes, { chat });
  await app.register(liveChatSocketRoute, { chat, hub, staffAuth: services.staffAuth });
};
