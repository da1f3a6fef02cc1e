import type { Feature } from '../../feature';
import { settingsRoutes } from './settings.admin.routes';

export const settingsFeature: Feature = async (app, { services }) => {
  await app.register(settingsRoutes, { settings: services.settings });
};
