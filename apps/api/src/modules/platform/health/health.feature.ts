import type { Feature } from '../../feature';
import { healthRoutes } from './health.routes';

export const healthFeature: Feature = async (app, { database }) => {
  await app.register(healthRoutes, { db: database.db });
};
