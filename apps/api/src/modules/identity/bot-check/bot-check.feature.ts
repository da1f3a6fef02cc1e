import type { Feature } from '../../feature';
import { botCheckRoutes } from './bot-check.routes';

export const botCheckFeature: Feature = async (app, { services, config }) => {
  await app.register(botCheckRoutes, { botCheck: services.botCheck, config });
};
