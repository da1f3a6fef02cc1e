import type { Feature } from '../../feature';
import { systemRoutes } from './system.routes';

export const systemFeature: Feature = async (app, { services, config }) => {
  await app.register(systemRoutes, { system: services.system, settings: services.settings, config });
};
